// docs/{en,zh}/config/performance/build-cache.mdx, "buildDependencies": the .env files the CLI
// loads are build dependencies too, so editing one of them discards the persistent cache.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { makeProject, readText, runCli, writeProjectFiles } from './harness';

// The cache's snapshot is told never to re-check vendor/ (immutablePaths), so an edit there is
// invisible to a cached build: the output keeps the old value until the whole cache is thrown
// away. That makes an invalidation visible in the output. SECRET_TOKEN has no PUBLIC_ prefix,
// so it reaches no code and the config stays the same; only the .env file itself changes.
const files = {
  'src/index.js': "import { value } from '../vendor/value.js';\nconsole.log(value);\n",
  'vendor/value.js': "export const value = 'first-value';\n",
  '.env': 'SECRET_TOKEN=one\n',
  '.env.production': 'SECRET_TOKEN=one\n',
  'rsbuild.config.mjs': `import path from 'node:path';

export default {
  performance: { buildCache: true },
  output: { filenameHash: false, minify: false },
  tools: {
    rspack: (config) => {
      config.experiments.cache.snapshot = { immutablePaths: [path.join(process.cwd(), 'vendor')] };
    },
  },
};
`,
};

test('buildDependencies: editing a loaded .env file invalidates the cached build', async () => {
  const dir = makeProject(files, 'build-cache-env');
  const build = async () => {
    const result = await runCli(dir, ['build']);
    assert.equal(result.code, 0, result.output);
    return readText(dir, 'dist/static/js/index.js').match(/\w+-value/)?.[0];
  };
  assert.equal(await build(), 'first-value');

  // The cache is in use: an edit it cannot see leaves the output as it was.
  writeProjectFiles(dir, { 'vendor/value.js': "export const value = 'second-value';\n" });
  assert.equal(await build(), 'first-value');

  writeProjectFiles(dir, { '.env': 'SECRET_TOKEN=two\n' });
  assert.equal(await build(), 'second-value');

  // The mode's own file (.env.production for rsbuild build) counts as well.
  writeProjectFiles(dir, { 'vendor/value.js': "export const value = 'third-value';\n" });
  assert.equal(await build(), 'second-value');
  writeProjectFiles(dir, { '.env.production': 'SECRET_TOKEN=two\n' });
  assert.equal(await build(), 'third-value');
});

test('with DEBUG=rsbuild the log has a line rsbuild <time> Rspack persistent cache enabled', async () => {
  const dir = makeProject({ 'src/index.js': "console.log('page');\n", 'rsbuild.config.mjs': 'export default { performance: { buildCache: true } };\n' }, 'build-cache-debug');
  const { code, output } = await runCli(dir, ['build'], { env: { DEBUG: 'rsbuild' } });
  assert.equal(code, 0);
  assert.match(output, /\n {2}rsbuild \d{2}:\d{2}:\d{2} Rspack persistent cache enabled\n/);
});
