import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { type CliResult, listFiles, makeProject, outputFile, readText, rsbuildCore, runCli } from './harness';

// A 1.x project that still carries some 0.x leftovers (output.targets, a devServer key, source.alias)
// next to the page's migrated plugin-pages.ts; and two 0.x leftovers that stop the build.
const pluginPages = `import type { RsbuildPlugin } from '@rsbuild/core';

export const pluginPages = (): RsbuildPlugin => ({
  name: 'pages',
  setup(api) {
    api.onBeforeBuild(({ isFirstCompile, environments }) => {
      // Runs before every rebuild in watch mode; do one-time work only once
      if (!isFirstCompile) return;
      for (const env of Object.values(environments)) {
        api.logger.info(\`\${env.name} entries: \${Object.keys(env.entry).join(', ')}\`);
      }
    });

    api.modifyBundlerChain((_chain, { environment, target }) => {
      api.logger.info(\`\${environment.name} (\${target}) html: \${JSON.stringify(environment.htmlPaths)}\`);
    });

    api.onAfterEnvironmentCompile(({ environment, time }) => {
      api.logger.info(\`\${environment.name} built in \${time} ms\`);
    });
  },
});
`;
const dir = makeProject(
  {
    'plugin-pages.ts': pluginPages,
    'src/index.js': "import { x } from '@lib/x';\nconsole.log('你好 Grüße 😀', x);\n",
    'src/about.js': "console.log('about');\n",
    'lib/x.js': 'export const x = 1;\n',
    'template.html': '<!DOCTYPE html>\n<html>\n  <head>\n    <!-- a comment a minifier would drop -->\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
    'rsbuild.config.ts': `import { defineConfig } from '@rsbuild/core';
import { pluginPages } from './plugin-pages';

export default defineConfig({
  plugins: [pluginPages()],
  source: {
    entry: { index: './src/index.js', about: './src/about.js' },
    alias: { '@lib': './lib' },
  },
  html: { template: './template.html' },
  output: { targets: ['web', 'node'], filenameHash: false } as any,
  tools: { rspack: { devServer: { port: 1 } } as any },
});
`,
  },
  'rsbuild-0x',
);
const aliasFunction = makeProject(
  {
    'src/index.js': 'console.log(1);\n',
    'rsbuild.config.mjs': "export default { source: { alias: (alias, { target }) => { if (target === 'node') alias.x = false; } } };\n",
  },
  'rsbuild-0x-alias',
);
const appIconString = makeProject(
  {
    'src/index.js': 'console.log(1);\n',
    'src/assets/icon.png': 'png',
    'rsbuild.config.mjs': "export default { html: { appIcon: './src/assets/icon.png' } };\n",
  },
  'rsbuild-0x-app-icon',
);
const dist = path.join(dir, 'dist');
let build: CliResult;
let alias: CliResult;
let appIcon: CliResult;
before(async () => {
  [build, alias, appIcon] = await Promise.all([runCli(dir, ['build']), runCli(aliasFunction, ['build']), runCli(appIconString, ['build'])]);
});

describe('Upgrading from 0.x to 1.0', () => {
  test('Multiple targets move to environments: output.targets is ignored and only the web bundle is built', () => {
    assert.equal(build.code, 0, build.output);
    assert.deepEqual(listFiles(dist).filter((file) => file.endsWith('.js')), ['static/js/about.js', 'static/js/index.js']);
    assert.match(build.output, /web \(web\) html: \{"index":"index\.html","about":"about\.html"\}/);
    assert.match(build.output, /web entries: index, about/);
    assert.match(build.output, /web built in \d+ ms/);
  });

  test('Multiple targets: an alias function that destructures its second argument fails', () => {
    assert.equal(alias.code, 1);
    assert.match(alias.output, /Cannot destructure property 'target' of 'undefined'/);
  });

  test('html.appIcon takes an object: a string stops the build', () => {
    assert.equal(appIcon.code, 1);
    assert.match(appIcon.output, /Cannot read properties of undefined \(reading 'map'\)/);
  });

  test('HTML is no longer minified; output.charset utf8 keeps Chinese text, the minifier escapes Latin-1 and emoji', () => {
    assert.match(readText(dist, 'index.html'), /\n    <!-- a comment a minifier would drop -->\n/);
    // Chinese text stays as written; the minifier still escapes Latin-1 letters and emoji.
    assert.ok(outputFile(dist, /^static\/js\/index\.js$/).includes('"你好 Gr\\xfc\\xdfe \\uD83D\\uDE00"'));
  });

  test('Rspack config checks: a devServer key is reported and ignored; source.alias prints a deprecation warning but works', () => {
    assert.match(build.output, /Find invalid Rspack config: "devServer"/);
    assert.match(build.output, /source\.alias.*deprecated|deprecated.*source\.alias/i);
  });

  test('Changed defaults: polyfill off, decorators 2022-03, charset utf8, dev.client.port empty', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: aliasFunction, rsbuildConfig: {} });
    await rsbuild.initConfigs();
    const config = rsbuild.getNormalizedConfig();
    assert.equal(config.output.polyfill, 'off');
    assert.equal(config.source.decorators.version, '2022-03');
    assert.equal(config.output.charset, 'utf8');
    assert.equal(config.dev.client.port, '');
  });
});
