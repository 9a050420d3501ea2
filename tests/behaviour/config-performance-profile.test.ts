// docs/{en,zh}/config/performance/profile.mdx: stats.json with per-module timings, the bundled
// webpack-bundle-analyzer settings, dev.writeToDisk, bundleAnalyze and environments.
// The "Trace Rspack itself" section (RSPACK_PROFILE, the default .rspack-profile-<timestamp>-<pid>/
// rspack.pftrace and the "profile file saved to" line) is run in guide-debug-build-profiling.test.ts.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { before, test } from 'node:test';
import { buildProject, buildWithConfigFile, freePort, listFiles, makeProject, pageSamples, pageText, readText, rsbuildCore, rsbuildV1Dir, waitFor, withEnv, withNodeEnv } from './harness';

const files = {
  'src/index.js': "import { twice } from './math.js';\nimport('./lazy.js').then((m) => m.run());\nconsole.log(twice(2));\n",
  'src/math.js': 'export const twice = (n) => n * 2;\n',
  'src/lazy.js': "export const run = () => console.log('lazy');\n",
};

let dir: string;
let dist: string;
let stats: any;
before(async () => {
  dir = makeProject(files, 'profile');
  const result = await buildProject(dir, { mode: 'production', performance: { profile: true } });
  assert.deepEqual(result.errors, []);
  dist = result.dist;
  stats = JSON.parse(readText(dist, 'stats.json'));
});

test('the build writes dist/stats.json and no analyzer report', () => {
  const written = listFiles(dist);
  assert.ok(written.includes('stats.json'), written.join('\n'));
  assert.deepEqual(written.filter((file) => file.endsWith('.html')), ['index.html']);
});

test('a built module has a profile of total, resolving and building milliseconds', () => {
  const lazy = stats.modules.find((module: any) => module.name === './src/lazy.js');
  assert.deepEqual(Object.keys(lazy.profile).sort(), ['building', 'resolving', 'total']);
  for (const value of Object.values(lazy.profile)) assert.equal(typeof value, 'number');
  assert.equal(typeof lazy.size, 'number');
  assert.equal(lazy.chunks.length, 1);
  assert.ok(Array.isArray(stats.assets) && Array.isArray(stats.chunks));
});

test('a concatenated module lists no chunk; the "+ N modules" entry holding it has the chunk and no profile', () => {
  const inner = stats.modules.find((module: any) => module.name === './src/index.js');
  assert.deepEqual(inner.chunks, []);
  assert.ok(inner.profile);
  const holder = stats.modules.find((module: any) => module.name === './src/index.js + 1 modules');
  assert.equal(holder.chunks.length, 1);
  assert.equal(holder.profile, undefined);
  assert.deepEqual(holder.modules.map((module: any) => module.name).sort(), ['./src/index.js', './src/math.js']);
  const runtime = stats.modules.filter((module: any) => module.name.startsWith('webpack/runtime/'));
  assert.ok(runtime.length > 0);
  assert.deepEqual(runtime.filter((module: any) => module.profile), []);
  assert.match(pageText('config/performance/profile', 'en'), /`\.\/src\/index\.js \+ 1 modules`/);
  assert.match(pageText('config/performance/profile', 'zh'), /`\.\/src\/index\.js \+ 1 modules`/);
});

test('with bundleAnalyze set as well, the build writes report-web.html and stats.json', async () => {
  const result = await buildProject(dir, { mode: 'production', output: { distPath: { root: 'dist-analyze' } }, performance: { profile: true, bundleAnalyze: {} } });
  assert.deepEqual(result.errors, []);
  const written = listFiles(result.dist);
  assert.ok(written.includes('stats.json') && written.includes('report-web.html'), written.join('\n'));
});

test('set in one environment only, the stats file settings go to that environment', async () => {
  const { createRsbuild } = await rsbuildCore();
  const rsbuild = await createRsbuild({
    cwd: dir,
    rsbuildConfig: { logLevel: 'silent', environments: { web: { performance: { profile: true } }, server: { output: { target: 'node' } } } },
  });
  await rsbuild.initConfigs();
  const { environments } = rsbuild.getNormalizedConfig();
  assert.deepEqual(environments.web.performance.bundleAnalyze, { analyzerMode: 'disabled', generateStatsFile: true });
  assert.equal(environments.server.performance.bundleAnalyze, undefined);
  assert.equal(environments.server.performance.profile, false);
});

test('in development dev.writeToDisk becomes true and the dev server writes dist/stats.json and dist/index.html', async () => {
  const devDir = makeProject(files, 'profile-dev');
  await withNodeEnv(undefined, async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: devDir, rsbuildConfig: { logLevel: 'silent', performance: { profile: true }, server: { port: await freePort(), printUrls: false } } });
    const { server } = await rsbuild.startDevServer();
    try {
      assert.equal(rsbuild.getNormalizedConfig().dev.writeToDisk, true);
      await waitFor('dist/stats.json on disk', () => existsSync(path.join(devDir, 'dist/stats.json')));
      assert.ok(existsSync(path.join(devDir, 'dist/index.html')));
    } finally {
      await server.close();
    }
  });
});


test("the page's sample: read with PROFILE=true it writes dist/stats.json, without PROFILE it leaves profile off", async () => {
  const [sample] = pageSamples('config/performance/profile', 'en');
  assert.deepEqual(pageSamples('config/performance/profile', 'zh'), [sample]);
  const { loadConfig } = await rsbuildCore();
  const plainDir = makeProject({ ...files, 'rsbuild.config.ts': sample }, 'profile-sample-plain');
  const plain = await withEnv('PROFILE', undefined, () => loadConfig({ cwd: plainDir }));
  assert.equal(plain.content.performance?.profile, false);
  const cliDir = makeProject({ ...files, 'rsbuild.config.ts': sample }, 'profile-sample');
  const profiled = await withEnv('PROFILE', 'true', () => buildWithConfigFile(cliDir, { mode: 'production' }));
  assert.deepEqual(profiled.errors, []);
  assert.ok(existsSync(path.join(cliDir, 'dist/stats.json')));
});

test('top-level profile true: an environment with profile false still writes stats.json, without module timings', async () => {
  const envDir = makeProject(files, 'profile-env-off');
  const result = await buildProject(envDir, {
    mode: 'production',
    performance: { profile: true },
    environments: { web: {}, server: { performance: { profile: false }, output: { target: 'node', distPath: { root: 'dist-server' } } } },
  });
  assert.deepEqual(result.errors, []);
  const web = JSON.parse(readText(envDir, 'dist/stats.json'));
  assert.ok(web.modules.find((module: any) => module.name === './src/lazy.js').profile);
  const server = JSON.parse(readText(envDir, 'dist-server/stats.json'));
  const lazy = server.modules.find((module: any) => module.name === './src/lazy.js');
  assert.ok(lazy, 'server stats list ./src/lazy.js');
  assert.equal(lazy.profile, undefined);
  assert.match(pageText('config/performance/profile', 'en'), /an environment that sets `profile: false` still writes `stats\.json`/);
  assert.match(pageText('config/performance/profile', 'zh'), /某个环境即使设置了 `profile: false`，仍然会生成 `stats\.json`/);
});

test("a web and a node environment sharing dist leave one stats.json; statsFilename in the node environment gives it its own file", async () => {
  const sharedDir = makeProject(files, 'profile-shared-dist');
  const shared = await buildProject(sharedDir, { mode: 'production', performance: { profile: true }, environments: { web: {}, node: { output: { target: 'node' } } } });
  assert.deepEqual(shared.errors, []);
  // Two environments, one file: its content may be either, or both interleaved.
  assert.deepEqual(listFiles(path.join(sharedDir, 'dist')).filter((file) => file.startsWith('stats')), ['stats.json']);
  // Why the page says the file is sometimes not valid JSON: each environment's analyzer streams its
  // stats into a write stream of its own on the same path, so two writes in one build can interleave.
  // Which one wins is a race, so the test asserts the writer, not a broken file.
  const analyzer = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/compiled/webpack-bundle-analyzer/dist/index.js'), 'utf8');
  assert.match(analyzer, /class StatsSerializeStream extends r\{/);
  assert.match(analyzer, /const\{createWriteStream:s\}=i\(3024\)/);
  assert.match(pageText('config/performance/profile', 'en'), /as the two writes can overlap, that file is sometimes not even valid JSON/);
  assert.match(pageText('config/performance/profile', 'zh'), /两次写入可能相互交错，这个文件有时甚至不是合法的 JSON/);
  const named = await buildProject(sharedDir, {
    mode: 'production',
    output: { distPath: { root: 'dist-named' } },
    performance: { profile: true },
    environments: { web: {}, node: { output: { target: 'node' }, performance: { bundleAnalyze: { statsFilename: 'stats-node.json' } } } },
  });
  assert.deepEqual(named.errors, []);
  const dist = path.join(sharedDir, 'dist-named');
  const written = listFiles(dist);
  assert.deepEqual(written.filter((file) => file.startsWith('stats')), ['stats-node.json', 'stats.json']);
  assert.deepEqual(written.filter((file) => file.endsWith('.html')), ['index.html']);
  assert.equal(JSON.parse(readText(dist, 'stats.json')).name, 'web');
  assert.equal(JSON.parse(readText(dist, 'stats-node.json')).name, 'node');
  assert.ok(pageText('config/performance/profile', 'en').includes("`performance: { bundleAnalyze: { statsFilename: 'stats-node.json' } }` inside the `node` environment"));
  assert.ok(pageText('config/performance/profile', 'zh').includes("在 `node` 环境中设置 `performance: { bundleAnalyze: { statsFilename: 'stats-node.json' } }`"));
});
