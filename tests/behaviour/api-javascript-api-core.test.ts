// Claims of api/javascript-api/core, checked in-process against @rsbuild/core 1.7.6 (no compile):
// createRsbuild options, loadConfig, loadEnv, mergeRsbuildConfig, defineConfig and the constants.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import type { LoadEnvOptions, RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { makeProject, rsbuildCore } from './harness';

const core = await rsbuildCore();

const project = makeProject(
  {
    'src/index.js': '',
    'rsbuild.config.mjs': "export default { source: { define: { FROM: '\"mjs\"' } } };\n",
    'rsbuild.config.ts': "export default { source: { define: { FROM: '\"ts\"' } } };\n",
    'function.config.mjs': 'export default (params) => ({ source: { define: { PARAMS: JSON.stringify(params) } } });\n',
    'empty.config.mjs': 'export default () => {};\n',
    '.env': 'PUBLIC_NAME=base\nHOST_NAME=example.com\nPUBLIC_URL=https://${HOST_NAME}/api\nSHARED=from-file\n',
    '.env.local': 'PUBLIC_NAME=local\n',
    '.env.staging': 'PUBLIC_NAME=staging\nAPP_FLAG=on\n',
    '.env.staging.local': 'PUBLIC_NAME=staging-local\n',
    '.env.late': 'LATE_URL=https://${LATE_HOST}/x\nLATE_HOST=example.org\n',
  },
  'core-api',
);

describe('JavaScript API: core', () => {
  test('createRsbuild: cwd becomes context.rootPath', async () => {
    const rsbuild = await core.createRsbuild({ cwd: project });
    assert.equal(rsbuild.context.rootPath, project);
  });

  test('createRsbuild: environment limits the normalized config to the named environments; an unknown name throws', async () => {
    const rsbuildConfig: RsbuildConfig = { environments: { web: {}, node: { output: { target: 'node' } } } };
    const rsbuild = await core.createRsbuild({ cwd: project, rsbuildConfig, environment: ['web'] });
    await rsbuild.initConfigs();
    assert.deepEqual(Object.keys(rsbuild.getNormalizedConfig().environments), ['web']);
    const unknown = await core.createRsbuild({ cwd: project, rsbuildConfig, environment: ['edge'] });
    await assert.rejects(unknown.initConfigs());
  });

  test('loadConfig: rsbuild.config.mjs is taken before rsbuild.config.ts', async () => {
    const { content, filePath } = await core.loadConfig({ cwd: project });
    assert.equal(filePath, path.join(project, 'rsbuild.config.mjs'));
    assert.deepEqual(content.source?.define, { FROM: '"mjs"' });
  });

  test('loadConfig: a missing path throws "Cannot find config file"', async () => {
    await assert.rejects(core.loadConfig({ cwd: project, path: 'nope.config.mjs' }), /Cannot find config file/);
  });

  test('loadConfig: a config function receives env, command, envMode and meta', async () => {
    const { content } = await core.loadConfig({ cwd: project, path: 'function.config.mjs', envMode: 'staging', meta: { from: 'test' } });
    const params = JSON.parse(content.source!.define!.PARAMS as string);
    assert.equal(params.envMode, 'staging');
    assert.deepEqual(params.meta, { from: 'test' });
    assert.equal(params.env, process.env.NODE_ENV ?? '');
    assert.equal(params.command, process.argv[2]);
  });

  test('loadConfig: a config function that returns nothing throws', async () => {
    await assert.rejects(core.loadConfig({ cwd: project, path: 'empty.config.mjs' }));
  });

  test('loadEnv: .env, .env.local, .env.<mode>, .env.<mode>.local in this order, later files win; ${NAME} expanded', () => {
    const processEnv: Record<string, string> = {};
    const result = core.loadEnv({ cwd: project, mode: 'staging', processEnv });
    assert.deepEqual(result.filePaths, ['.env', '.env.local', '.env.staging', '.env.staging.local'].map((file) => path.join(project, file)));
    assert.equal(processEnv.PUBLIC_NAME, 'staging-local');
    assert.equal(processEnv.PUBLIC_URL, 'https://example.com/api');
  });

  test('loadEnv: a reference to a variable defined further down expands to an empty string', () => {
    const processEnv: Record<string, string> = {};
    core.loadEnv({ cwd: project, mode: 'late', processEnv });
    assert.equal(processEnv.LATE_URL, 'https:///x');
    assert.equal(processEnv.LATE_HOST, 'example.org');
  });

  test('loadEnv: publicVars under process.env.* and import.meta.env.*, JSON-stringified; prefixes choose public names', () => {
    const result = core.loadEnv({ cwd: project, mode: 'staging', processEnv: {}, prefixes: ['PUBLIC_', 'APP_'] });
    assert.deepEqual(result.rawPublicVars, { PUBLIC_NAME: 'staging-local', PUBLIC_URL: 'https://example.com/api', APP_FLAG: 'on' });
    assert.equal(result.publicVars['process.env.APP_FLAG'], '"on"');
    assert.equal(result.publicVars['import.meta.env.PUBLIC_NAME'], '"staging-local"');
  });

  test('loadEnv: a variable already in the target keeps its value; cleanup deletes parsed variables that still have it', () => {
    const processEnv: Record<string, string> = { SHARED: 'from-shell' };
    const result = core.loadEnv({ cwd: project, processEnv });
    assert.equal(processEnv.SHARED, 'from-shell');
    assert.equal(result.parsed.SHARED, 'from-shell');
    result.cleanup();
    assert.deepEqual(processEnv, {});
  });

  test('loadEnv: mode "local" throws', () => {
    const options: LoadEnvOptions = { cwd: project, mode: 'local', processEnv: {} };
    assert.throws(() => core.loadEnv(options));
  });

  test('mergeRsbuildConfig: with no configs it returns {}', () => {
    assert.deepEqual(core.mergeRsbuildConfig(), {});
  });

  test('defineConfig: returns its argument unchanged', () => {
    const config: RsbuildConfig = { html: { title: 'x' } };
    assert.equal(core.defineConfig(config), config);
  });

  test('version, ensureAssetPrefix, defaultAllowedOrigins and the plugin name constants', () => {
    assert.equal(core.version, '1.7.6');
    assert.equal(core.ensureAssetPrefix('static/js/index.js'), '/static/js/index.js');
    assert.equal(core.ensureAssetPrefix('static/js/index.js', '/base/'), '/base/static/js/index.js');
    assert.equal(core.ensureAssetPrefix('static/js/index.js', 'https://cdn.example.com/app/'), 'https://cdn.example.com/app/static/js/index.js');
    assert.equal(core.ensureAssetPrefix('index.js', '//cdn.example.com'), '//cdn.example.com/index.js');
    assert.equal(core.ensureAssetPrefix('https://example.com/a.js', '/base/'), 'https://example.com/a.js');
    for (const origin of ['http://localhost:3000', 'https://app.localhost', 'http://127.0.0.1:8080', 'http://[::1]:5173']) assert.ok(core.defaultAllowedOrigins.test(origin), origin);
    assert.ok(!core.defaultAllowedOrigins.test('https://example.com'));
    assert.equal(core.PLUGIN_SWC_NAME, 'rsbuild:swc');
    assert.equal(core.PLUGIN_CSS_NAME, 'rsbuild:css');
  });
});
