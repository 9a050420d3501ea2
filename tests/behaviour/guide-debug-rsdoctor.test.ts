// guide/debug/rsdoctor: how Rsbuild 1.7.6 reacts to RSDOCTOR. @rsdoctor/rspack-plugin itself
// (about 43 MB installed) is not in tools/rsbuild-v1, so the page says nothing about its report;
// a stand-in package of that name, installed in the project, proves what Rsbuild does: only the
// exact string "true" counts, the package is resolved from the project root, one instance with
// default options goes into every environment, and an instance already configured is kept alone.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { type CliResult, freePort, makeProject, runCli, startCli } from './harness';

// Each instance writes a file named after its compiler and the options it received.
const standIn = `const fs = require('node:fs');
const path = require('node:path');
class RsdoctorRspackPlugin {
  constructor(options) {
    this.options = options;
  }
  apply(compiler) {
    compiler.hooks.done.tap('stand-in', () => {
      const file = path.join(compiler.context, 'ran-' + compiler.options.name + '-' + Math.random().toString(36).slice(2, 8) + '.json');
      fs.writeFileSync(file, JSON.stringify({ options: this.options === undefined ? 'none' : this.options }));
    });
  }
}
module.exports = { RsdoctorRspackPlugin };
`;
const plugin = {
  'app/node_modules/@rsdoctor/rspack-plugin/package.json': '{ "name": "@rsdoctor/rspack-plugin", "version": "0.0.0-stand-in", "main": "index.js" }\n',
  'app/node_modules/@rsdoctor/rspack-plugin/index.js': standIn,
  'app/src/index.js': "console.log('doctor');\n",
};
const missing = makeProject({ 'src/index.js': "console.log('doctor');\n" }, 'rsdoctor-missing');
const installed = makeProject(
  {
    ...plugin,
    'app/rsbuild.config.mjs': "export default {\n  environments: {\n    web: {},\n    node: { output: { target: 'node' } },\n  },\n};\n",
  },
  'rsdoctor-installed',
);
const configured = makeProject(
  {
    ...plugin,
    'app/rsbuild.config.mjs': `import { RsdoctorRspackPlugin } from '@rsdoctor/rspack-plugin';

export default {
  tools: {
    rspack(config, { appendPlugins }) {
      if (process.env.RSDOCTOR === 'true') {
        appendPlugins(
          new RsdoctorRspackPlugin({
            features: ['loader', 'plugins', 'bundle', 'treeShaking'],
          }),
        );
      }
    },
  },
};
`,
  },
  'rsdoctor-configured',
);
const devProject = makeProject(plugin, 'rsdoctor-dev');
const ran = (dir: string) =>
  readdirSync(path.join(dir, 'app'))
    .filter((file) => file.startsWith('ran-'))
    .map((file) => file.replace(/-[a-z0-9]+\.json$/, ''))
    .sort();

let results: Record<'missing' | 'one' | 'installed' | 'configured', CliResult>;
let dev: ReturnType<typeof startCli>;
before(async () => {
  const [missingResult, one, installedResult, configuredResult] = await Promise.all([
    runCli(missing, ['build'], { env: { RSDOCTOR: 'true' } }),
    runCli(missing, ['build'], { env: { RSDOCTOR: '1' } }),
    runCli(path.join(installed, 'app'), ['build'], { env: { RSDOCTOR: 'true' } }),
    runCli(path.join(configured, 'app'), ['build'], { env: { RSDOCTOR: 'true' } }),
  ]);
  results = { missing: missingResult, one, installed: installedResult, configured: configuredResult };
  dev = startCli(path.join(devProject, 'app'), ['dev', '--port', String(await freePort())], /ready\s+built in/, { env: { RSDOCTOR: 'true' } });
  await dev.started;
});
after(async () => {
  await dev?.stop();
});

describe('Use Rsdoctor › Enable it with RSDOCTOR=true', () => {
  test('RSDOCTOR=1 does nothing', () => {
    assert.equal(results.one.code, 0, results.one.output);
    assert.doesNotMatch(results.one.output, /RSDOCTOR|rsdoctor/);
  });
  test('the package is resolved from the project root; one instance with default options per environment, and the info line', () => {
    assert.equal(results.installed.code, 0, results.installed.output);
    assert.match(results.installed.output, /info {4}@rsdoctor\/rspack-plugin enabled\./);
    assert.deepEqual(ran(installed), ['ran-node', 'ran-web']);
  });
  test('without the package: the warning, and the build continues', () => {
    assert.equal(results.missing.code, 0, results.missing.output);
    assert.match(results.missing.output, /warn {4}`process\.env\.RSDOCTOR` enabled, please install @rsdoctor\/rspack-plugin package\./);
  });
  test('it works for rsbuild dev too', () => {
    assert.match(dev.output(), /info {4}@rsdoctor\/rspack-plugin enabled\./);
  });
});

describe('Use Rsdoctor › Add the plugin in tools.rspack', () => {
  test('with an instance in the Rspack config, RSDOCTOR=true adds no second one', () => {
    assert.equal(results.configured.code, 0, results.configured.output);
    assert.doesNotMatch(results.configured.output, /enabled\./);
    assert.deepEqual(ran(configured), ['ran-web']);
  });
});
