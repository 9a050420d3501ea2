// docs/{en,zh}/config/dev/progress-bar.mdx: what rsbuild build draws on a pseudo-terminal (util-linux
// `script`) with the page's two samples as written, what it prints when the output is piped, and,
// through the JS API in this process, which compilations get Rspack's ProgressPlugin and its label.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { makeProject, pageSamples, pageText, rsbuildCore, rsbuildV1Dir, withNodeEnv, within } from './harness';

const page = 'config/dev/progress-bar';
const bin = path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/bin/rsbuild.js');

/** Runs a shell command on a pseudo-terminal; gives its output without escape sequences, with \r as line ends. */
function runInTerminal(cwd: string, command: string): Promise<string> {
  const env: Record<string, string | undefined> = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
  delete env.NODE_ENV;
  const child = spawn('script', ['-qfec', command, '/dev/null'], { cwd, env });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<string>((resolve) => child.on('close', () => resolve(output.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '').replace(/\r\n?/g, '\n'))));
  return within(exited, 120_000, 'rsbuild build on a terminal did not exit').finally(() => child.kill('SIGKILL'));
}

/** The ProgressPlugin options of each environment's Rspack config ('none' when there is no such plugin). */
async function progressOptions(rsbuildConfig: RsbuildConfig, action: 'dev' | 'build') {
  const { createRsbuild } = await rsbuildCore();
  const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', ...rsbuildConfig } });
  const configs = await rsbuild.initConfigs({ action });
  return configs.map((config) => {
    const plugin = config.plugins?.find((item) => item?.constructor?.name === 'ProgressPlugin') as { _args?: unknown[] } | undefined;
    return plugin ? JSON.stringify(plugin._args?.[0]) : 'none';
  });
}

let dir: string;
let idSample: string;
let productionTerminal: string;
let productionPiped: string;

before(async () => {
  const samples = pageSamples(page, 'en');
  assert.equal(samples.length, 3);
  dir = makeProject({ 'src/index.js': "document.title = 'client';\n", 'src/server.ts': "export const render = () => 'server';\n" }, 'progress-bar');
  writeFileSync(path.join(dir, 'production.config.ts'), samples[1]);
  writeFileSync(path.join(dir, 'id.config.ts'), samples[2]);
  const build = (config: string) => `${process.execPath} ${bin} build -c ${config}`;
  const output = await runInTerminal(dir, [
    `${build('id.config.ts')}`,
    'echo =====',
    `${build('production.config.ts')}`,
    'echo =====',
    `${build('production.config.ts')} 2>&1 | cat`,
  ].join('; '));
  [idSample, productionTerminal, productionPiped] = output.split('=====\n');
});

describe('dev.progressBar', () => {
  test('on a terminal, rsbuild build draws a bar with the percentage and the phases make, sealing and emitting', () => {
    assert.match(productionTerminal, /● web ━+ \(0%\) /);
    assert.match(productionTerminal, /● web ━+ \(\d+%\) make/);
    assert.match(productionTerminal, /● web ━+ \(\d+%\) sealing/);
    assert.match(productionTerminal, /● web ━+ \(100%\) emitting/);
  });
  test('piped, the same build prints no bar, only its usual lines', () => {
    assert.match(productionPiped, /info {4}build started\.\.\.\nready {3}built in /);
    assert.doesNotMatch(productionPiped, /%\)|sealing|●/);
  });
  test('the production-only sample: env is production in rsbuild build (bar drawn), not in development', async () => {
    // The terminal run above drew the bar for `rsbuild build` with this sample.
    const { loadConfig } = await rsbuildCore();
    const load = (nodeEnv: string) => withNodeEnv(nodeEnv, () => loadConfig({ cwd: dir, path: 'production.config.ts' }));
    assert.equal((await load('production')).content.dev?.progressBar, true);
    assert.equal((await load('development')).content.dev?.progressBar, false);
  });
  test("the sample's comment says rsbuild build sets NODE_ENV only when it is empty (a preset development stays: guide-basic-cli, 'NODE_ENV=development in the shell with --mode production')", () => {
    assert.ok(pageText(page, 'en').includes("// env is the value of NODE_ENV: `rsbuild build` sets it to 'production'\n    // only when it is empty, so a NODE_ENV from the shell or a .env file wins"));
    assert.ok(pageText(page, 'zh').includes("// env 是 NODE_ENV 的值：只有在它为空时，`rsbuild build` 才会把它设为 'production'，\n    // 因此命令行环境或 .env 文件中的 NODE_ENV 优先"));
    assert.ok(!pageText(page, 'en').includes("which `rsbuild build` sets to 'production'"));
  });
  test('not set: no ProgressPlugin; true or {}: labelled with the environment name; in dev and build alike', async () => {
    assert.deepEqual(await progressOptions({}, 'build'), ['none']);
    assert.deepEqual(await progressOptions({ dev: { progressBar: true } }, 'dev'), ['{"prefix":"web"}']);
    assert.deepEqual(await progressOptions({ dev: { progressBar: true } }, 'build'), ['{"prefix":"web"}']);
    assert.deepEqual(await progressOptions({ dev: { progressBar: {} } }, 'build'), ['{"prefix":"web"}']);
  });
});

describe('bundler', () => {
  test("with the webpack provider the core plugin skips the option (1.7.6 source); the page says so in en and zh", () => {
    const source = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist/131.js'), 'utf8');
    assert.ok(
      source.includes("name: 'rsbuild:progress',\n            setup (api) {\n                'webpack' !== api.context.bundlerType && api.modifyBundlerChain((chain, { CHAIN_ID, environment, rspack })=>{\n                    let { config } = environment, options = config.dev.progressBar;"),
    );
    assert.ok(source.includes('chain.plugin(CHAIN_ID.PLUGIN.PROGRESS).use(rspack.ProgressPlugin, ['));
    assert.ok(pageText(page, 'en').includes("With the webpack provider (`@rsbuild/webpack`), Rsbuild's core skips `dev.progressBar` and the provider adds its own progress plugin instead, which prints lines such as `build progress: 45% (web)` even when the output is piped."));
    assert.ok(pageText(page, 'zh').includes('使用 webpack provider（`@rsbuild/webpack`）时，Rsbuild 核心会跳过 `dev.progressBar`，改由 provider 添加它自己的进度插件；即使输出被重定向，它也会打印 `build progress: 45% (web)` 这样的进度行。'));
  });
});

describe('id', () => {
  test('the id sample draws one bar per environment, labelled Client and Server', () => {
    assert.match(idSample, /● Client ━+ \(\d+%\) /);
    assert.match(idSample, /● Server ━+ \(\d+%\) /);
    assert.doesNotMatch(idSample, /● (web|node) /);
  });
});
