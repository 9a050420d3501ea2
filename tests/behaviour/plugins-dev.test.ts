// Claims of plugins/dev/index (Plugin development), checked with @rsbuild/core 1.7.6: the page's
// build-info plugin in one build, then plugin order, apply, remove, expose/useExposed and the
// errors of the common problems on instances that only run initConfigs.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { RsbuildConfig, RsbuildPlugin } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { makeProject, plugin, readText, rsbuildCore } from './harness';

const core = await rsbuildCore();
const { createRsbuild, logger } = core;
const { pluginReact, PLUGIN_REACT_NAME } = await plugin<typeof import('../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-react')>('@rsbuild/plugin-react');

// The page's example plugin, shortened to what the claims need.
const pluginBuildInfo = (options: { filename?: string } = {}): RsbuildPlugin => ({
  name: 'rsbuild-plugin-build-info',
  setup(api) {
    const { filename = 'build-info.json' } = options;
    const buildTime = '2026-01-02T03:04:05.000Z';
    api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) => mergeRsbuildConfig(config, { source: { define: { __BUILD_TIME__: JSON.stringify(buildTime) } } }));
    api.modifyHTMLTags(({ headTags, bodyTags }) => {
      headTags.push({ tag: 'meta', attrs: { name: 'build-time', content: buildTime } });
      return { headTags, bodyTags };
    });
    api.onAfterBuild(async ({ environments, stats }) => {
      if (stats?.hasErrors()) return;
      const { writeFile } = await import('node:fs/promises');
      for (const environment of Object.values(environments)) {
        await writeFile(path.join(environment.distPath, filename), `${JSON.stringify({ buildTime, environment: environment.name })}\n`);
      }
    });
  },
});

const newInstance = (config: RsbuildConfig) => createRsbuild({ cwd: makeProject({ 'src/index.js': 'console.log(1);\n' }, 'plugins-dev'), rsbuildConfig: { logLevel: 'silent', ...config } });

/** A plugin that records its setup in `log`. */
const recorder = (log: string[], name: string, extra: Partial<RsbuildPlugin> = {}): RsbuildPlugin => ({ name, setup: () => void log.push(name), ...extra });

describe('Plugin development', () => {
  let dist: string;

  before(async () => {
    const dir = makeProject({ 'src/index.js': 'console.log(__BUILD_TIME__, OWN);\n' }, 'plugins-dev-build-info');
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: { logLevel: 'silent', source: { define: { OWN: JSON.stringify('own-define') } }, output: { minify: false }, plugins: [pluginBuildInfo({ filename: 'meta.json' })] },
    });
    await (await rsbuild.build()).close();
    dist = rsbuild.context.distPath;
  });

  test('Write a plugin: dist/meta.json holds the time and environment web, index.html has the meta tag, both defines reach the code', () => {
    assert.deepEqual(JSON.parse(readText(dist, 'meta.json')), { buildTime: '2026-01-02T03:04:05.000Z', environment: 'web' });
    assert.match(readText(dist, 'index.html'), /<meta name="build-time" content="2026-01-02T03:04:05.000Z">/);
    const js = readText(dist, path.join('static/js', (readText(dist, 'index.html').match(/static\/js\/(index\.[0-9a-f]+\.js)/) ?? [])[1] ?? 'missing'));
    assert.match(js, /2026-01-02T03:04:05\.000Z/);
    assert.match(js, /own-define/);
  });

  test('Plugin order: the page example sets up rsbuild:react, my-app:react-extras, my-app:report', async () => {
    const log: string[] = [];
    const rsbuild = await newInstance({
      plugins: [
        recorder(log, 'my-app:report', { enforce: 'post' }),
        recorder(log, 'my-app:react-extras', { pre: [PLUGIN_REACT_NAME] }),
        { ...pluginReact(), setup: () => void log.push(PLUGIN_REACT_NAME) },
      ],
    });
    await rsbuild.initConfigs();
    assert.deepEqual(log, ['rsbuild:react', 'my-app:react-extras', 'my-app:report']);
  });

  test('Plugin order: enforce pre first; unknown names in pre are ignored; a cycle throws "Plugins dependencies has loop"', async () => {
    const log: string[] = [];
    const rsbuild = await newInstance({ plugins: [recorder(log, 'a', { pre: ['not-registered'] }), recorder(log, 'b', { enforce: 'pre' })] });
    await rsbuild.initConfigs();
    assert.deepEqual(log, ['b', 'a']);
    await assert.rejects(
      async () => (await newInstance({ plugins: [recorder([], 'x', { pre: ['y'] }), recorder([], 'y', { pre: ['x'] })] })).initConfigs(),
      /Plugins dependencies has loop/,
    );
  });

  test('setup may be async: Rsbuild waits for it before setting up the next plugin', async () => {
    const log: string[] = [];
    const slow: RsbuildPlugin = { name: 'slow', setup: async () => { await new Promise((resolve) => setImmediate(resolve)); log.push('slow done'); } };
    const rsbuild = await newInstance({ plugins: [slow, recorder(log, 'next')] });
    await rsbuild.initConfigs();
    assert.deepEqual(log, ['slow done', 'next']);
  });

  test('remove: the removed plugin\'s setup never runs', async () => {
    const log: string[] = [];
    const rsbuild = await newInstance({ plugins: [recorder(log, 'remover', { remove: ['victim'] }), recorder(log, 'victim')] });
    await rsbuild.initConfigs();
    assert.deepEqual(log, ['remover']);
  });

  test('apply: a bare initConfigs() does not check it; initConfigs({ action }) does (serve = dev and preview, build = build)', async () => {
    const run = async (action?: 'dev' | 'build' | 'preview') => {
      const log: string[] = [];
      const rsbuild = await newInstance({
        plugins: [
          recorder(log, 'serve-only', { apply: 'serve' }),
          recorder(log, 'build-only', { apply: 'build' }),
          recorder(log, 'by-function', { apply: (_config, { action: current }) => current === 'preview' }),
        ],
      });
      await rsbuild.initConfigs(action ? { action } : undefined);
      return log;
    };
    assert.deepEqual(await run(), ['serve-only', 'build-only', 'by-function']);
    assert.deepEqual(await run('dev'), ['serve-only']);
    assert.deepEqual(await run('build'), ['build-only']);
    assert.deepEqual(await run('preview'), ['serve-only', 'by-function']);
  });

  test('Share data between plugins: useExposed returns the value when the consumer lists the exposer in pre, undefined otherwise', async () => {
    const id = Symbol.for('my-app:locales');
    const seen: unknown[] = [];
    const exposer: RsbuildPlugin = { name: 'my-app:locales', setup: (api) => api.expose(id, { add: () => {} }) };
    const consumer = (pre: string[]): RsbuildPlugin => ({ name: 'my-app:chinese', pre, setup: (api) => void seen.push(typeof api.useExposed(id)) });
    await (await newInstance({ plugins: [consumer(['my-app:locales']), exposer] })).initConfigs();
    await (await newInstance({ plugins: [consumer([]), exposer] })).initConfigs();
    assert.deepEqual(seen, ['object', 'undefined']);
  });

  test('Common problems: getNormalizedConfig in setup throws; changing plugins in modifyRsbuildConfig warns; nested plugin arrays are flattened', async () => {
    const errors: string[] = [];
    const early: RsbuildPlugin = {
      name: 'early',
      setup(api) {
        try {
          api.getNormalizedConfig();
        } catch (error) {
          errors.push((error as Error).message.replace(/\x1b\[[0-9;]*m/g, ''));
        }
        api.modifyRsbuildConfig((config) => void config.plugins?.push(recorder([], 'late')));
      },
    };
    const log: string[] = [];
    const warnings: string[] = [];
    const warn = logger.warn;
    logger.warn = (...args: unknown[]) => void warnings.push(args.join(' ').replace(/\x1b\[[0-9;]*m/g, ''));
    try {
      const rsbuild = await newInstance({ plugins: [early, [recorder(log, 'nested-a'), [recorder(log, 'nested-b')]]] });
      await rsbuild.initConfigs();
      assert.equal(rsbuild.isPluginExists('late'), false);
    } finally {
      logger.warn = warn;
    }
    assert.deepEqual(errors, ['[rsbuild] Cannot access normalized config until modifyRsbuildConfig is called.']);
    assert.ok(warnings.some((text) => text.includes('Cannot change plugins via modifyRsbuildConfig')), warnings.join('\n'));
    assert.deepEqual(log, ['nested-a', 'nested-b']);
  });
});

