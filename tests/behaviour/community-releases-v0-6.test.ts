// docs/{en,zh}/community/releases/v0-6: what the 0.6 post says still holds in @rsbuild/core 1.7.6
// (overlay and port defaults, the overlay code only when the option is on and also without HMR,
// the weak ETag and 304 of built files in development, the next free port and strictPort, the
// page's three samples loaded as written), and the sentences fixed after checking the 0.5.9, 0.6.0
// and 0.6.1 releases themselves (see the report of review round 51: rspackMinVersion '0.5.0' in
// 0.6.0 and '0.6.0' in 0.6.1; api.transform experimental since 0.5.7; the public folder's ETag in
// 0.5.9 and the built files' weak ETag from 0.6.0).
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import vm from 'node:vm';
import { after, before, describe, test } from 'node:test';
import { buildProject, makeProject, outputFile, pageSamples, pageText, rsbuildCore, runCli, withNodeEnv, withTakenPort } from './harness';

const PAGE = 'community/releases/v0-6';
type Config = import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').RsbuildConfig;

/** The page's rsbuild.config.ts samples, in order: overlay off, the text plugin, port 8080. */
const samples = { en: pageSamples(PAGE, 'en'), zh: pageSamples(PAGE, 'zh') };

/** Loads one of the page's samples as a reader's rsbuild.config.ts, with the JS API's loadConfig. */
async function loadSample(dir: string, index: number): Promise<Config> {
  const { loadConfig } = await rsbuildCore();
  const file = path.join(dir, `sample-${index}.config.ts`);
  writeFileSync(file, samples.en[index]);
  const { content } = await loadConfig({ cwd: dir, path: file });
  return content as Config;
}

describe('Rsbuild 0.6 release', () => {
  const dir = makeProject(
    {
      'src/index.js': "import licence from './LICENSE.txt';\nwindow.licence = licence;\n",
      'src/LICENSE.txt': 'MIT License\nCopyright "Rsbuild" authors\n',
      'src/page.js': "document.title = 'dev';\n",
    },
    'release-v0-6',
  );

  test('the three samples are the same in both languages', () => {
    assert.equal(samples.en.length, 3);
    assert.deepEqual(samples.zh, samples.en);
  });

  test('1.x defaults: dev.client.overlay is true and server.port is 3000; the samples set false and 8080', async () => {
    const { createRsbuild } = await rsbuildCore();
    const normalized = async (rsbuildConfig: Config) => {
      const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', ...rsbuildConfig } });
      await rsbuild.initConfigs();
      return rsbuild.getNormalizedConfig();
    };
    const defaults = await normalized({});
    assert.equal(defaults.dev.client.overlay, true);
    assert.equal(defaults.server.port, 3000);
    assert.equal((await normalized(await loadSample(dir, 0))).dev.client.overlay, false);
    assert.equal((await normalized(await loadSample(dir, 2))).server.port, 8080);
  });

  test('the api.transform sample, loaded as written, makes a .txt import the file content as a string', async () => {
    const config = await loadSample(dir, 1);
    const { errors, dist } = await buildProject(dir, { ...config, mode: 'production', output: { filenameHash: false } });
    assert.deepEqual(errors, []);
    const page: Record<string, unknown> = {};
    page.window = page;
    page.self = page;
    vm.runInNewContext(outputFile(dist, /^static\/js\/index\.js$/), page);
    assert.equal(page.licence, 'MIT License\nCopyright "Rsbuild" authors\n');
  });

  // One CLI run: dev and preview share the option in the CLI source (one applyServerOptions).
  test('--port is an option of rsbuild dev', async () => {
    const { code, output } = await runCli(dir, ['dev', '--help']);
    assert.equal(code, 0);
    assert.match(output, /--port <port>\s+Set the port number for the server/);
  });

  describe('the dev server', () => {
    let close: (() => Promise<void>) | undefined;
    let taken = 0;
    let port = 0;
    let strictError = '';
    /** The modules of each environment's first compilation, as paths below @rsbuild/core/dist/client/. */
    const clientModules: Record<string, string[]> = {};

    before(async () => {
      const { createRsbuild } = await rsbuildCore();
      const devDir = makeProject({ 'src/page.js': "document.title = 'dev';\n" }, 'release-v0-6-dev');
      // One server, three web environments: the overlay by default, turned off, and with HMR off.
      const collect: import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').RsbuildPlugin = {
        name: 'collect-client-modules',
        setup(api) {
          api.onAfterEnvironmentCompile(({ stats, environment }) => {
            const names = (stats?.toJson({ all: false, modules: true }).modules ?? []).map((module) => module.name ?? '');
            clientModules[environment.name] = names.flatMap((name) => /@rsbuild\/core\/dist\/client\/(\w+\.js)/.exec(name)?.[1] ?? []).sort();
          });
        },
      };
      const rsbuildConfig: Config = {
        logLevel: 'silent',
        plugins: [collect],
        environments: {
          overlay: { source: { entry: { overlay: './src/page.js' } } },
          off: { source: { entry: { off: './src/page.js' } }, dev: { client: { overlay: false } } },
          nohmr: { source: { entry: { nohmr: './src/page.js' } }, dev: { hmr: false } },
        },
      };
      await withTakenPort(async (busy) => {
        taken = busy;
        await withNodeEnv('development', async () => {
          // strictPort first, while the port after the taken one is still free.
          const strict = await createRsbuild({ cwd: devDir, rsbuildConfig: { ...rsbuildConfig, server: { port: busy, strictPort: true, printUrls: false } } });
          await strict.startDevServer().then(
            ({ server }) => server.close(),
            (error: Error) => void (strictError = error.message.replace(/\x1b\[[0-9;]*m/g, '')),
          );
          const rsbuild = await createRsbuild({ cwd: devDir, rsbuildConfig: { ...rsbuildConfig, server: { port: busy, printUrls: false } } });
          const started = await rsbuild.startDevServer();
          close = () => started.server.close();
          port = started.port;
        });
      });
      // A request waits for the first compilation, so the modules are known once it is answered.
      await new Promise<void>((resolve, reject) => {
        const request = http.get(`http://localhost:${port}/static/js/overlay.js`, { timeout: 60_000 }, (response) => response.resume().on('end', resolve));
        request.on('timeout', () => request.destroy(new Error('no answer within 60 s')));
        request.on('error', reject);
      });
    });
    after(async () => {
      await close?.();
    });

    test('when the asked-for port is taken, the server moves on to the next one', () => {
      assert.equal(port, taken + 1);
    });

    test('with server.strictPort it fails instead: Port <n> is occupied, please choose another one.', () => {
      assert.equal(strictError, `[rsbuild:server] Port ${taken} is occupied, please choose another one.`);
    });

    test('the overlay code is in the page only when dev.client.overlay is on; the HMR client is there either way', () => {
      assert.equal(clientModules.overlay.includes('overlay.js'), true, clientModules.overlay.join());
      assert.equal(clientModules.off.includes('overlay.js'), false, clientModules.off.join());
      assert.equal(clientModules.overlay.includes('hmr.js') && clientModules.off.includes('hmr.js'), true, 'hmr.js');
    });

    test('with dev.hmr false (live reload still on), the overlay code is still added', () => {
      assert.equal(clientModules.nohmr.includes('overlay.js'), true, clientModules.nohmr.join());
    });

    test('a built file comes with a weak ETag, and a request with that ETag in If-None-Match gets 304', async () => {
      // node:http, not fetch: fetch adds Cache-Control: no-cache to a request with If-None-Match.
      const get = (headers: Record<string, string>) =>
        new Promise<{ status: number; etag: string }>((resolve, reject) => {
          const request = http.get(`http://localhost:${port}/static/js/overlay.js`, { headers, timeout: 20_000 }, (response) => {
            response.resume();
            response.on('end', () => resolve({ status: response.statusCode ?? 0, etag: String(response.headers.etag ?? '') }));
          });
          request.on('timeout', () => request.destroy(new Error('no answer within 20 s')));
          request.on('error', reject);
        });
      const first = await get({});
      assert.equal(first.status, 200);
      assert.match(first.etag, /^W\/"[0-9a-f]+-[0-9a-f]+"$/);
      assert.equal((await get({ 'If-None-Match': first.etag })).status, 304);
    });
  });

  test('page: the minimum Rspack version, api.transform, ETag and @rspack/core sentences name what 0.6.0 and 0.6.1 did, in both languages', () => {
    const en = pageText(PAGE, 'en');
    const zh = pageText(PAGE, 'zh');
    for (const text of [en, zh]) {
      assert.equal(text.includes('The current Rspack version does not meet the requirements, the minimum supported version of Rspack is 0.6.0'), true, 'The current Rspack version does not meet the requirements, the minimum supported version of Rspack is 0.6.0');
      assert.equal(text.includes('0.5.7'), true, '0.5.7');
      assert.equal(text.includes('`304 Not Modified`'), true, '`304 Not Modified`');
      assert.equal(text.includes('`overrides`'), true, '`overrides`');
    }
    assert.equal(en.includes('from 0.6.1 on, Rsbuild refuses to build'), true, 'from 0.6.1 on, Rsbuild refuses to build');
    assert.equal(en.includes('became a stable plugin API'), true, 'became a stable plugin API');
    assert.equal(en.includes('Plugins gained [api.transform]'), false, 'Plugins gained [api.transform]');
    assert.equal(en.includes('The dev server gained support for `ETag` response headers.'), false, 'The dev server gained support for `ETag` response headers.');
    assert.equal(en.includes('if your project pins it'), false, 'if your project pins it');
    assert.equal(zh.includes('从 0.6.1 开始'), true, '从 0.6.1 开始');
    assert.equal(zh.includes('成为正式的插件 API'), true, '成为正式的插件 API');
    assert.equal(zh.includes('插件新增了 [api.transform]'), false, '插件新增了 [api.transform]');
    assert.equal(zh.includes('开发服务器支持了 `ETag` 响应头。'), false, '开发服务器支持了 `ETag` 响应头。');
    assert.equal(zh.includes('如果项目锁定了 `@rspack/core` 的版本'), false, '如果项目锁定了 `@rspack/core` 的版本');
  });
});
