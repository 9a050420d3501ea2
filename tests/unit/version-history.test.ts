import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { markText } from '../../scripts/lib/version-marks';
import { provenVersion } from '../../scripts/lib/release-types';

const history = JSON.parse(readFileSync(new URL('../../scripts/data/version-history.json', import.meta.url), 'utf8'));
const entry = (id: string) => history.items[id];

describe('version history data', () => {
  test('the 1.0 baseline is 1.0.1: the registry 1.0.0 is not on Rspack 1.x', () => {
    assert.equal(history.baselines['@rsbuild/core'].version, '1.0.1');
    assert.match(history.baselines['@rsbuild/core'].skipped[0].reason, /@rspack\/core 0\.4\.0/);
  });

  // Each first release below was read in the .d.ts files of the release and the one before it,
  // and the compiled code of the first release uses the option or hook.
  test('first releases of the options and hooks checked by hand', () => {
    const firsts: Record<string, string> = {
      'config:server.cors': '1.1.11',
      'config:server.middlewareMode': '1.2.12',
      'config:resolve.conditionNames': '1.5.7',
      'config:resolve.mainFields': '1.5.9',
      'config:resolve.dedupe': '1.1.7',
      'config:source.assetsInclude': '1.0.18',
      'pluginAPI:onBeforeDevCompile': '1.5.0',
    };
    for (const [id, version] of Object.entries(firsts)) assert.equal(entry(id).added, version, id);
  });

  test('logLevel says only 1.4: the registry lacks 1.4.0 and 1.4.1', () => {
    assert.equal(entry('config:logLevel').added, '1.4');
    assert.deepEqual(entry('config:logLevel').registryLacks, ['1.4.0', '1.4.1']);
    assert.equal(entry('config:logLevel').firstWith, '1.4.2');
  });

  test('performance.buildCache follows the code: typed in 1.0, used with Rspack from 1.2.5', () => {
    assert.equal(entry('config:performance.buildCache').added, '1.2.5');
    assert.equal(entry('config:performance.buildCache').typesSay, '1.0 baseline');
    assert.match(entry('config:performance.buildCache').reason, /rspack/);
  });

  test('the server.cors fields follow the code while the bundled cors types were any', () => {
    assert.equal(entry('config:server.cors').typedAsAnyUntil, '1.2.19');
    assert.equal(entry('config:server.cors.origin').added, '1.1.11');
    assert.equal(entry('config:server.cors.origin').typesSay, '1.3.0');
  });

  test('options of the 1.0 baseline carry no mark', () => {
    assert.equal(entry('config:server.port').added, undefined);
    assert.equal(markText(entry('config:server.port'), 'en'), undefined);
  });
});

describe('behaviour version data', () => {
  const changes = JSON.parse(readFileSync(new URL('../../scripts/data/behaviour-versions.json', import.meta.url), 'utf8')).changes;
  // Each pair was read in the compiled code (dist/) of both releases; scripts/behaviour-versions.ts re-checks it.
  test('the changes, with the releases that prove them', () => {
    const pairs = Object.fromEntries(changes.map((c: { id: string; lastWithout: string; firstWith: string; page: string }) => [c.id, `${c.page}: ${c.lastWithout} → ${c.firstWith}`]));
    assert.deepEqual(pairs, {
      'logLevel:browser-console': 'config/log-level.mdx: 1.6.12 → 1.6.13',
      'server.printUrls:url-label-objects': 'config/server/print-urls.mdx: 1.5.16 → 1.5.17',
      'tools.postcss:addPlugins-order': 'config/tools/postcss.mdx: 1.6.7 → 1.6.8',
      'performance.buildCache:env-files': 'config/performance/build-cache.mdx: 1.2.9 → 1.2.10',
      'server.cors:localhost-default': 'config/server/cors.mdx: 1.2.19 → 1.3.0',
      'html.title:empty-removes-title': 'config/html/title.mdx: 1.0.13 → 1.0.14',
      'dev.lazyCompilation:imports-by-default': 'config/dev/lazy-compilation.mdx: 1.4.16 → 1.5.0',
      'html.favicon:public-folder': 'config/html/favicon.mdx: 1.5.17 → 1.6.0',
      'output.module:web-target': 'config/output/module.mdx: 1.5.17 → 1.6.0',
      'output.manifest:integrity-field': 'config/output/manifest.mdx: 1.6.7 → 1.6.8',
      'cli:config-loader-flag': 'guide/configuration/rsbuild.mdx: 1.2.4 → 1.2.5',
      'cli:config-loader-auto': 'guide/configuration/rsbuild.mdx: 1.5.9 → 1.5.10',
      'cli:config-loader-auto-default': 'guide/configuration/rsbuild.mdx: 1.5.17 → 1.6.0',
      'tsconfig:references-paths': 'guide/basic/typescript.mdx: 1.0.19 → 1.1.0',
      'typescript:type-reexports-tolerant': 'guide/basic/typescript.mdx: 1.4.10 → 1.4.11',
      'typescript:config-loader-flag': 'guide/basic/typescript.mdx: 1.2.4 → 1.2.5',
      'typescript:config-loader-auto': 'guide/basic/typescript.mdx: 1.5.9 → 1.5.10',
      'typescript:config-loader-auto-default': 'guide/basic/typescript.mdx: 1.5.17 → 1.6.0',
      'createRsbuild:config-option': 'api/javascript-api/core.mdx: 1.5.12 → 1.5.13',
      'createRsbuild:rsbuildConfig-function': 'api/javascript-api/core.mdx: 1.2.18 → 1.2.19',
      'import-queries:raw-and-css-inline': 'guide/basic/static-assets.mdx: 1.2.19 → 1.3.0',
      'import-queries:raw-scripts': 'guide/basic/static-assets.mdx: 1.3.22 → 1.4.2',
      'source.tsconfigPath:references-and-js-imports': 'config/source/tsconfig-path.mdx: 1.0.19 → 1.1.0',
      'source.tsconfigPath:jsconfig-no-extension-alias': 'config/source/tsconfig-path.mdx: 1.1.14 → 1.2.0',
      'source.entry:mts-cts-default': 'config/source/entry.mdx: 1.2.0 → 1.2.2',
      'plugin.apply:serve-or-build': 'plugins/dev/index.mdx: 1.4.7 → 1.4.8',
      'plugin.apply:function': 'plugins/dev/index.mdx: 1.4.9 → 1.4.10',
      'plugin.initConfigs:action': 'plugins/dev/index.mdx: 1.4.14 → 1.4.15',
      'plugin.apply:command-from-mode': 'plugins/dev/index.mdx: 1.4.16 → 1.5.0',
      'plugins-dev:createRsbuild-config-option': 'plugins/dev/index.mdx: 1.5.12 → 1.5.13',
      'configure-rsbuild:env-empty-string': 'guide/configuration/rsbuild.mdx: 1.4.11 → 1.4.12',
      'configure-rsbuild:plugin-error-lowercase': 'guide/configuration/rsbuild.mdx: 1.2.3 → 1.2.4',
      'configure-rsbuild:debug-config-loaded-from': 'guide/configuration/rsbuild.mdx: 1.4.16 → 1.5.0',
      'plugins-dev:change-plugins-warning': 'plugins/dev/index.mdx: 1.3.21 → 1.3.22',
      'alias:source-alias-deprecation-warning': 'guide/advanced/alias.mdx: 1.3.21 → 1.3.22',
      'alias:dev-restarts-on-tsconfig': 'guide/advanced/alias.mdx: 1.3.20 → 1.3.21',
      'configure-rsbuild:merge-output-filename-replaced': 'guide/configuration/rsbuild.mdx: 1.3.5 → 1.3.6',
      'configure-rsbuild:merge-undefined-skipped': 'guide/configuration/rsbuild.mdx: 1.6.3 → 1.6.4',
      'configure-rsbuild:config-params-meta': 'guide/configuration/rsbuild.mdx: 1.1.3 → 1.1.4',
      'createCompiler:action-from-mode': 'api/javascript-api/instance.mdx: 1.4.16 → 1.5.0',
      'inspectConfig:sets-action': 'api/javascript-api/instance.mdx: 1.4.16 → 1.5.0',
      'public-folder:favicon-link': 'guide/basic/static-assets.mdx: 1.5.17 → 1.6.0',
      'html-template:favicon-public-folder': 'guide/basic/html-template.mdx: 1.5.17 → 1.6.0',
      'output-files:favicon-link': 'guide/basic/output-files.mdx: 1.5.17 → 1.6.0',
      'output-files:lazy-compilation-proxy': 'guide/basic/output-files.mdx: 1.4.16 → 1.5.0',
      'output-files:manifest-integrity': 'guide/basic/output-files.mdx: 1.6.7 → 1.6.8',
      'server:cors-option': 'guide/basic/server.mdx: 1.1.10 → 1.1.11',
      'server:cors-localhost-default': 'guide/basic/server.mdx: 1.2.19 → 1.3.0',
      'server:middleware-mode': 'guide/basic/server.mdx: 1.2.11 → 1.2.12',
      'server:createRsbuild-loadEnv': 'guide/basic/server.mdx: 1.2.18 → 1.2.19',
      'json-files:raw-query': 'guide/basic/json-files.mdx: 1.5.17 → 1.6.0',
      'html-template:missing-template-text': 'guide/basic/html-template.mdx: 1.3.21 → 1.3.22',
      'debug-mode:config-and-fallback-lines': 'guide/debug/debug-mode.mdx: 1.4.16 → 1.5.0',
      'debug-mode:import-traces-shortened': 'guide/debug/debug-mode.mdx: 1.6.15 → 1.7.0',
      'debug-mode:inspect-lazy-compilation': 'guide/debug/debug-mode.mdx: 1.4.16 → 1.5.0',
      'debug-mode:no-env-flag': 'guide/debug/debug-mode.mdx: 1.3.2 → 1.3.3',
      'static-deploy:preview-base-flag': 'guide/basic/static-deploy.mdx: 1.2.4 → 1.2.5',
      'static-deploy:base-flag': 'guide/basic/static-deploy.mdx: 1.2.4 → 1.2.5',
      'static-deploy:base-leading-slash': 'guide/basic/static-deploy.mdx: 1.2.4 → 1.2.5',
      'plugin-react.swcReactOptions:preserve-parses-jsx': 'plugins/list/plugin-react.mdx: 1.4.0 → 1.4.1',
      'plugin-react.splitChunks:boolean': 'plugins/list/plugin-react.mdx: 1.4.1 → 1.4.2',
      'plugin-react.splitChunks:web-target-only': 'plugins/list/plugin-react.mdx: 1.4.3 → 1.4.4',
      'plugin-react.reactRefreshOptions:raw-query': 'plugins/list/plugin-react.mdx: 1.3.1 → 1.3.2',
      'plugin-react.reactRefreshOptions:js-rule-conditions': 'plugins/list/plugin-react.mdx: 1.3.5 → 1.4.0',
      'migration-cra:favicon-link': 'guide/migration/cra.mdx: 1.5.17 → 1.6.0',
      'plugin-sass.sassLoaderOptions:quiet-deps': 'plugins/list/plugin-sass.mdx: 1.1.0 → 1.1.1',
      'plugin-sass.sassLoaderOptions:silence-import': 'plugins/list/plugin-sass.mdx: 1.1.1 → 1.1.2',
      'plugin-sass.legacy-api:silence-legacy-js-api': 'plugins/list/plugin-sass.mdx: 1.0.1 → 1.0.2',
      'plugin-sass:inline-and-raw-queries': 'plugins/list/plugin-sass.mdx: 1.2.2 → 1.3.1',
      'plugin-svelte:svelte-modules-rule': 'plugins/list/plugin-svelte.mdx: 1.0.1 → 1.0.6',
      'plugin-svelte:swc-and-runtime-include': 'plugins/list/plugin-svelte.mdx: 1.0.8 → 1.1.1',
      'plugin-react.enableProfiler:react-dom-client': 'plugins/list/plugin-react.mdx: 1.3.2 → 1.3.3',
      'migration-cra:import-meta-env-asset-prefix': 'guide/migration/cra.mdx: 1.0.10 → 1.0.11',
      'migration-cra:server-base': 'guide/migration/cra.mdx: 1.0.9 → 1.0.10',
      'rsbuild-0x:resolve-alias': 'guide/migration/rsbuild-0-x.mdx: 1.1.6 → 1.1.7',
      'rsbuild-0x:rsbuild-plugin-in-rspack': 'guide/migration/rsbuild-0-x.mdx: 1.0.11 → 1.0.12',
      'rsbuild-0x:devserver-key': 'guide/migration/rsbuild-0-x.mdx: 1.2.2 → 1.2.3',
      'rsbuild-0x:resolve-alias-options': 'guide/migration/rsbuild-0-x.mdx: 1.1.6 → 1.1.7',
      'rsbuild-0x:source-alias-warnings': 'guide/migration/rsbuild-0-x.mdx: 1.3.21 → 1.3.22',
      'env-vars:base-url': 'guide/advanced/env-vars.mdx: 1.0.9 → 1.0.10',
      'env-vars:import-meta-asset-prefix': 'guide/advanced/env-vars.mdx: 1.0.10 → 1.0.11',
      'env-vars:import-meta-env-object': 'guide/advanced/env-vars.mdx: 1.5.1 → 1.5.2',
      'env-vars:loadEnv-rawPublicVars': 'guide/advanced/env-vars.mdx: 1.0.14 → 1.0.15',
      'env-vars:loadEnv-processEnv': 'guide/advanced/env-vars.mdx: 1.2.11 → 1.2.12',
      'env-vars:createRsbuild-loadEnv': 'guide/advanced/env-vars.mdx: 1.2.18 → 1.2.19',
      'env-vars:no-env-flag': 'guide/advanced/env-vars.mdx: 1.3.2 → 1.3.3',
      'env-vars:process-env-path-warning': 'guide/advanced/env-vars.mdx: 1.2.19 → 1.3.0',
      'modern-builder:createRsbuild-config-option': 'guide/migration/modern-builder.mdx: 1.5.12 → 1.5.13',
      'api-start:createRsbuild-config-option': 'api/start/index.mdx: 1.5.12 → 1.5.13',
      'api-start:createRsbuild-loadEnv': 'api/start/index.mdx: 1.2.18 → 1.2.19',
      'modern-builder:resolve-alias': 'guide/migration/modern-builder.mdx: 1.1.6 → 1.1.7',
      'modern-builder:resolve-extensions': 'guide/migration/modern-builder.mdx: 1.1.8 → 1.1.9',
      'modern-builder:resolve-mainFields': 'guide/migration/modern-builder.mdx: 1.5.8 → 1.5.9',
      'core:createRsbuild-loadEnv-option': 'api/javascript-api/core.mdx: 1.2.18 → 1.2.19',
      'core:createRsbuild-environment-empty-plugins': 'api/javascript-api/core.mdx: 1.2.2 → 1.2.3',
      'core:createRsbuild-callerName': 'api/javascript-api/core.mdx: 1.3.17 → 1.3.18',
      'core:loadConfig-loader': 'api/javascript-api/core.mdx: 1.2.4 → 1.2.5',
      'core:loadEnv-rawPublicVars': 'api/javascript-api/core.mdx: 1.0.14 → 1.0.15',
      'core:loadEnv-forward-reference': 'api/javascript-api/core.mdx: 1.1.14 → 1.2.0',
      'core:loadEnv-processEnv': 'api/javascript-api/core.mdx: 1.2.11 → 1.2.12',
      'core:mergeRsbuildConfig-filename-override': 'api/javascript-api/core.mdx: 1.3.5 → 1.3.6',
      'core:mergeRsbuildConfig-undefined-empty': 'api/javascript-api/core.mdx: 1.6.3 → 1.6.4',
      'browserslist:rspack-target': 'guide/advanced/browserslist.mdx: 1.0.7 → 1.0.8',
      'browserslist:node-css-web-list': 'guide/advanced/browserslist.mdx: 1.6.3 → 1.6.4',
      'cli-page:version-flag-lowercase': 'guide/basic/cli.mdx: 1.1.14 → 1.2.0',
      'cli-page:base-flag': 'guide/basic/cli.mdx: 1.2.4 → 1.2.5',
      'cli-page:config-loader-flag': 'guide/basic/cli.mdx: 1.2.4 → 1.2.5',
      'cli-page:no-env-flag': 'guide/basic/cli.mdx: 1.3.2 → 1.3.3',
      'cli-page:log-level-flag': 'guide/basic/cli.mdx: 1.3.22 → 1.4.2',
      'cli-page:config-loader-auto': 'guide/basic/cli.mdx: 1.5.9 → 1.5.10',
      'cli-page:config-loader-auto-default': 'guide/basic/cli.mdx: 1.5.17 → 1.6.0',
      'cli-page:bare-rsbuild-starts-dev': 'guide/basic/cli.mdx: 1.2.18 → 1.2.19',
      'environments:environment-flag-commas': 'guide/advanced/environments.mdx: 1.4.11 → 1.4.12',
      'environments:createRsbuild-config-option': 'guide/advanced/environments.mdx: 1.5.12 → 1.5.13',
      'environments:cleanDistPath-keep': 'guide/advanced/environments.mdx: 1.1.14 → 1.2.0',
      'performance.printFileSize:node-no-gzip': 'guide/start/glossary.mdx: 1.1.5 → 1.1.6',
      'performance.printFileSize:gzip-text-formats-only': 'guide/start/glossary.mdx: 1.2.5 → 1.2.7',
      'migration-webpack:not-found-text': 'guide/migration/webpack.mdx: 1.7.1 → 1.7.2',
      'migration-webpack:plugin-error-lowercase': 'guide/migration/webpack.mdx: 1.2.3 → 1.2.4',
      'glossary:size-table-environment-name': 'guide/start/glossary.mdx: 1.0.11 → 1.0.12',
      'glossary:entry-mts-cts': 'guide/start/glossary.mdx: 1.2.0 → 1.2.2',
      'glossary:lightningcss-inline-css': 'guide/start/glossary.mdx: 1.2.19 → 1.3.0',
      'migration-webpack:server-base': 'guide/migration/webpack.mdx: 1.0.9 → 1.0.10',
      'migration-webpack:resolve-alias': 'guide/migration/webpack.mdx: 1.1.6 → 1.1.7',
      'migration-webpack:resolve-extensions': 'guide/migration/webpack.mdx: 1.1.8 → 1.1.9',
      'migration-webpack:build-cache-rspack': 'guide/migration/webpack.mdx: 1.2.4 → 1.2.5',
      'tailwindcss-v3:build-cache-rspack': 'guide/styling/tailwindcss-v3.mdx: 1.2.4 → 1.2.5',
      'vite-plugin:context-action': 'guide/migration/vite-plugin.mdx: 1.2.19 → 1.3.0',
      'migration-vite:server-base': 'guide/migration/vite.mdx: 1.0.9 → 1.0.10',
      'migration-vite:assets-include': 'guide/migration/vite.mdx: 1.0.17 → 1.0.18',
      'migration-vite:resolve-alias-dedupe': 'guide/migration/vite.mdx: 1.1.6 → 1.1.7',
      'migration-vite:resolve-extensions': 'guide/migration/vite.mdx: 1.1.8 → 1.1.9',
      'migration-vite:server-cors': 'guide/migration/vite.mdx: 1.1.10 → 1.1.11',
      'migration-vite:resolve-condition-names': 'guide/migration/vite.mdx: 1.5.6 → 1.5.7',
      'migration-vite:resolve-main-fields': 'guide/migration/vite.mdx: 1.5.8 → 1.5.9',
      'migration-vite:example-server-base': 'guide/migration/vite.mdx: 1.0.9 → 1.0.10',
      'migration-vite:example-source-map-true': 'guide/migration/vite.mdx: 1.1.4 → 1.1.5',
      'migration-vite:example-resolve-alias': 'guide/migration/vite.mdx: 1.1.6 → 1.1.7',
      'migration-vite:base-url': 'guide/migration/vite.mdx: 1.0.9 → 1.0.10',
      'migration-vite:raw-inline-css-assets': 'guide/migration/vite.mdx: 1.2.19 → 1.3.0',
      'migration-vite:raw-scripts': 'guide/migration/vite.mdx: 1.3.22 → 1.4.2',
      'migration-vite:raw-json': 'guide/migration/vite.mdx: 1.5.17 → 1.6.0',
      'vite-plugin:transform-importModule': 'guide/migration/vite-plugin.mdx: 1.1.10 → 1.1.11',
      'vite-plugin:transform-resolve': 'guide/migration/vite-plugin.mdx: 1.2.2 → 1.2.3',
      'vite-plugin:transform-missing-context-dependency': 'guide/migration/vite-plugin.mdx: 1.2.19 → 1.3.0',
      'vite-plugin:transform-enforce-mimetype': 'guide/migration/vite-plugin.mdx: 1.3.15 → 1.3.16',
      'vite-plugin:transform-order': 'guide/migration/vite-plugin.mdx: 1.4.8 → 1.4.9',
      'vite-plugin:onBeforeStartDevServer-server': 'guide/migration/vite-plugin.mdx: 1.2.7 → 1.2.8',
      'vite-plugin:onBeforeStartDevServer-returned-function': 'guide/migration/vite-plugin.mdx: 1.2.8 → 1.2.9',
      'vite-plugin:plugin-apply': 'guide/migration/vite-plugin.mdx: 1.4.7 → 1.4.8',
      'vite-plugin:plugin-enforce': 'guide/migration/vite-plugin.mdx: 1.4.8 → 1.4.9',
      'vite-plugin:plugin-apply-function': 'guide/migration/vite-plugin.mdx: 1.4.9 → 1.4.10',
      'dev-server-api:custom-server-middleware-mode': 'api/javascript-api/dev-server-api.mdx: 1.2.11 → 1.2.12',
      'dev-server-api:custom-server-config-option': 'api/javascript-api/dev-server-api.mdx: 1.5.12 → 1.5.13',
      'dev-server-api:ssr-example-middleware-mode': 'api/javascript-api/dev-server-api.mdx: 1.2.11 → 1.2.12',
      'dev-server-api:ssr-example-config-option': 'api/javascript-api/dev-server-api.mdx: 1.5.12 → 1.5.13',
      'inline-assets:css-inline-query': 'guide/optimization/inline-assets.mdx: 1.2.19 → 1.3.0',
      'inline-assets:svg-raw-query': 'guide/optimization/inline-assets.mdx: 1.2.19 → 1.3.0',
      'react-guide:swcReactOptions-preserve': 'guide/framework/react.mdx: 1.4.0 → 1.4.1',
      'react-guide:reactRefreshOptions-raw-query': 'guide/framework/react.mdx: 1.3.1 → 1.3.2',
      'react-guide:reactRefreshOptions-js-rule': 'guide/framework/react.mdx: 1.3.5 → 1.4.0',
      'react-guide:splitChunks-boolean': 'guide/framework/react.mdx: 1.4.1 → 1.4.2',
      'react-guide:splitChunks-web-only': 'guide/framework/react.mdx: 1.4.3 → 1.4.4',
      'react-guide:enableProfiler-react-dom-client': 'guide/framework/react.mdx: 1.3.2 → 1.3.3',
      'introduction:lazy-compilation-default': 'guide/start/index.mdx: 1.4.16 → 1.5.0',
      'quick-start:bare-rsbuild-starts-dev': 'guide/start/quick-start.mdx: 1.2.18 → 1.2.19',
      'quick-start:base-flag': 'guide/start/quick-start.mdx: 1.2.4 → 1.2.5',
      'quick-start:config-loader-flag': 'guide/start/quick-start.mdx: 1.2.4 → 1.2.5',
      'quick-start:no-env-flag': 'guide/start/quick-start.mdx: 1.3.2 → 1.3.3',
      'quick-start:log-level-flag': 'guide/start/quick-start.mdx: 1.3.22 → 1.4.2',
      'quick-start:config-loader-auto': 'guide/start/quick-start.mdx: 1.5.9 → 1.5.10',
      'quick-start:config-loader-auto-default': 'guide/start/quick-start.mdx: 1.5.17 → 1.6.0',
      'quick-start:default-entry-mts-cts': 'guide/start/quick-start.mdx: 1.2.0 → 1.2.2',
      'vue-guide:rspack-vue-loader': 'guide/framework/vue.mdx: 1.1.2 → 1.2.0',
      'vue-guide:test-option': 'guide/framework/vue.mdx: 1.2.0 → 1.2.2',
      'onBeforeStartDevServer:server-param': 'plugins/dev/hooks.mdx: 1.2.7 → 1.2.8',
      'onBeforeStartDevServer:returned-function': 'plugins/dev/hooks.mdx: 1.2.8 → 1.2.9',
      'onExit:exit-code': 'plugins/dev/hooks.mdx: 1.3.5 → 1.3.6',
      'onAfterEnvironmentCompile:manifest': 'plugins/dev/hooks.mdx: 1.3.14 → 1.3.15',
      'onAfterEnvironmentCompile:time': 'plugins/dev/hooks.mdx: 1.6.7 → 1.6.8',
      'modifyRspackConfig:appendRules': 'plugins/dev/hooks.mdx: 1.0.15 → 1.0.16',
      'modifyHTMLTags:metadata': 'plugins/dev/hooks.mdx: 1.4.6 → 1.4.7',
      'features:import-meta-asset-prefix': 'guide/start/features.mdx: 1.0.10 → 1.0.11',
      'features:resolve-alias': 'guide/start/features.mdx: 1.1.6 → 1.1.7',
      'features:no-env-flag': 'guide/start/features.mdx: 1.3.2 → 1.3.3',
      'features:css-inline-and-raw': 'guide/start/features.mdx: 1.2.19 → 1.3.0',
      'features:asset-raw-query': 'guide/start/features.mdx: 1.2.19 → 1.3.0',
      'features:lazy-compilation-default': 'guide/start/features.mdx: 1.4.16 → 1.5.0',
      'features:browser-logs': 'guide/start/features.mdx: 1.5.12 → 1.5.13',
      'features:emit-css': 'guide/start/features.mdx: 1.1.1 → 1.1.2',
      'features:assets-include': 'guide/start/features.mdx: 1.0.17 → 1.0.18',
      'features:middleware-mode': 'guide/start/features.mdx: 1.2.11 → 1.2.12',
      'features:log-level': 'guide/start/features.mdx: 1.3.22 → 1.4.2',
      'exceptions:import-traces-list': 'guide/faq/exceptions.mdx: 1.5.13 → 1.5.14',
      'exceptions:import-traces-shortened': 'guide/faq/exceptions.mdx: 1.6.15 → 1.7.0',
      'exceptions:type-reexports-tolerant': 'guide/faq/exceptions.mdx: 1.4.10 → 1.4.11',
      'exceptions:hint-mdx-toml-yaml': 'guide/faq/exceptions.mdx: 1.2.8 → 1.2.9',
      'exceptions:filename-conflict-hint': 'guide/faq/exceptions.mdx: 1.6.3 → 1.6.4',
      'features-faq:append-rules': 'guide/faq/features.mdx: 1.0.15 → 1.0.16',
      'features-faq:resolve-alias': 'guide/faq/features.mdx: 1.1.6 → 1.1.7',
      'features-faq:plugin-apply': 'guide/faq/features.mdx: 1.4.7 → 1.4.8',
      'exceptions:resolve-alias-not-found': 'guide/faq/exceptions.mdx: 1.1.6 → 1.1.7',
      'exceptions:resolve-alias-builtins': 'guide/faq/exceptions.mdx: 1.1.6 → 1.1.7',
      'plugin-less:inline-and-raw-queries': 'plugins/list/plugin-less.mdx: 1.1.1 → 1.2.1',
      'plugin-less.lessLoaderOptions:arrays-replaced': 'plugins/list/plugin-less.mdx: 1.0.2 → 1.0.3',
      'plugin-stylus:inline-and-raw-queries': 'plugins/list/plugin-stylus.mdx: 1.0.8 → 1.1.1',
      'plugin-babel:cache-on-by-default': 'plugins/list/plugin-babel.mdx: 1.0.3 → 1.0.4',
      'environment-api:createRsbuild-config-option': 'api/javascript-api/environment-api.mdx: 1.5.12 → 1.5.13',
      'plugin-babel.modifyBabelLoaderOptions:skips-js-rule': 'plugins/list/plugin-babel.mdx: 1.0.7 → 1.1.0',
      'supported-file-types:cur': 'guide/basic/static-assets.mdx: 1.1.14 → 1.2.0',
      'import-queries:url-whole-query': 'guide/basic/static-assets.mdx: 1.4.3 → 1.4.4',
      'import-queries:raw-json': 'guide/basic/static-assets.mdx: 1.5.17 → 1.6.0',
      'public-folder:import-meta-asset-prefix': 'guide/basic/static-assets.mdx: 1.0.10 → 1.0.11',
      'static-assets-problems:server-base': 'guide/basic/static-assets.mdx: 1.0.9 → 1.0.10',
      'static-assets-problems:import-meta-asset-prefix': 'guide/basic/static-assets.mdx: 1.0.10 → 1.0.11',
      'module-federation:dev-asset-prefix-true': 'guide/advanced/module-federation.mdx: 1.0.15 → 1.0.16',
      'module-federation:server-cors-true': 'guide/advanced/module-federation.mdx: 1.2.19 → 1.3.0',
      'module-federation:server-cors-kept': 'guide/advanced/module-federation.mdx: 1.3.17 → 1.3.18',
      'module-federation:asset-prefix-default': 'guide/advanced/module-federation.mdx: 1.0.15 → 1.0.16',
      'preact:resolve-alias-strategy': 'guide/framework/preact.mdx: 1.1.6 → 1.1.7',
      'preact:resolve-alias': 'guide/framework/preact.mdx: 1.1.6 → 1.1.7',
      'preact:resolve-dedupe': 'guide/framework/preact.mdx: 1.1.6 → 1.1.7',
      'module-federation:async-startup': 'guide/advanced/module-federation.mdx: 1.7.2 → 1.7.3',
      'cli-page:dev-shortcuts': 'guide/basic/cli.mdx: 1.0.10 → 1.0.11',
      'cli-page:watch-restart': 'guide/basic/cli.mdx: 1.1.1 → 1.1.2',
      'cli-page:debug-env-lines': 'guide/basic/cli.mdx: 1.2.11 → 1.2.12',
      'cli-page:debug-config-line': 'guide/basic/cli.mdx: 1.4.16 → 1.5.0',
      'cli-page:environment-flag-commas-common': 'guide/basic/cli.mdx: 1.4.11 → 1.4.12',
      'cli-page:environment-flag-commas': 'guide/basic/cli.mdx: 1.4.11 → 1.4.12',
      'output-files:gzip-text-formats-only': 'guide/basic/output-files.mdx: 1.2.5 → 1.2.7',
      'output-files:dev-keeps-dist': 'guide/basic/output-files.mdx: 1.2.4 → 1.2.5',
      'output-files:dev-keeps-dist-cleaning': 'guide/basic/output-files.mdx: 1.2.4 → 1.2.5',
      'output-files:cleanDistPath-keep': 'guide/basic/output-files.mdx: 1.1.14 → 1.2.0',
      'output-files:distPath-string': 'guide/basic/output-files.mdx: 1.5.17 → 1.6.0',
      'output-files:manifest-object': 'guide/basic/output-files.mdx: 1.1.14 → 1.2.0',
      'output-files:node-no-public-copy': 'guide/basic/output-files.mdx: 1.1.14 → 1.2.0',
      'output-files:html-absolute-warning': 'guide/basic/output-files.mdx: 1.0.2 → 1.0.3',
      'configure-swc:jsc-target-drops-env': 'guide/configuration/swc.mdx: 1.7.1 → 1.7.2',
      'css-usage:css-inline-and-raw': 'guide/styling/css-usage.mdx: 1.2.19 → 1.3.0',
      'css-usage:plugin-sass-include': 'guide/styling/css-usage.mdx: 1.0.4 → 1.1.0',
      'css-usage:plugin-sass-rewriteUrls': 'guide/styling/css-usage.mdx: 1.1.2 → 1.2.0',
      'css-usage:plugin-less-include': 'guide/styling/css-usage.mdx: 1.0.3 → 1.1.0',
      'css-usage:plugin-less-parallel': 'guide/styling/css-usage.mdx: 1.3.2 → 1.4.0',
      'css-usage:minify-css-always': 'guide/styling/css-usage.mdx: 1.3.21 → 1.3.22',
      'solid-guide:export-conditions': 'guide/framework/solid.mdx: 1.1.1 → 1.2.0',
      'solid-guide:solid-option': 'guide/framework/solid.mdx: 1.1.1 → 1.2.0',
      'solid-guide:dev-option': 'guide/framework/solid.mdx: 1.1.1 → 1.2.0',
      'solid-guide:ssr-option': 'guide/framework/solid.mdx: 1.1.1 → 1.2.0',
      'solid-guide:refresh-disabled': 'guide/framework/solid.mdx: 1.1.1 → 1.2.0',
      'tools-swc:jsc-target-drops-env': 'config/tools/swc.mdx: 1.7.1 → 1.7.2',
      'optimize-bundle:printFileSize-diff': 'guide/optimization/optimize-bundle.mdx: 1.6.12 → 1.6.13',
      'build-profiling:trace-variables': 'guide/debug/build-profiling.mdx: 1.3.18 → 1.3.19',
      'build-profiling:perfetto-trace': 'guide/debug/build-profiling.mdx: 1.3.22 → 1.4.2',
      'hmr-faq:react-refresh-js-rule': 'guide/faq/hmr.mdx: 1.3.5 → 1.4.0',
      'hmr-guide:react-fastRefresh-option': 'guide/advanced/hmr.mdx: 1.0.4 → 1.0.5',
      'hmr-guide:vue-rspack-vue-loader': 'guide/advanced/hmr.mdx: 1.1.2 → 1.2.0',
      'hmr-guide:solid-refresh-disabled': 'guide/advanced/hmr.mdx: 1.1.1 → 1.2.0',
      'plugin-solid:export-conditions': 'plugins/list/plugin-solid.mdx: 1.1.1 → 1.2.0',
      'code-splitting:lazy-compilation-default': 'guide/optimization/code-splitting.mdx: 1.4.16 → 1.5.0',
      'plugin-vue:rspack-vue-loader': 'plugins/list/plugin-vue.mdx: 1.1.2 → 1.2.0',
      'plugin-vue:vue-js-include': 'plugins/list/plugin-vue.mdx: 1.0.4 → 1.0.5',
      'plugin-vue.vueLoaderOptions:emit-css': 'plugins/list/plugin-vue.mdx: 1.2.7 → 1.2.8',
      'plugin-vue.vueLoaderOptions:rstest-client-build': 'plugins/list/plugin-vue.mdx: 1.2.0 → 1.2.2',
      'plugin-vue.splitChunks:web-target-only': 'plugins/list/plugin-vue.mdx: 1.2.3 → 1.2.6',
      'web-workers:output-module-web': 'guide/basic/web-workers.mdx: 1.5.17 → 1.6.0',
      'web-workers:worker-console-texts': 'guide/basic/web-workers.mdx: 1.4.16 → 1.5.0',
      'configure-rspack:devserver-warning': 'guide/configuration/rspack.mdx: 1.2.2 → 1.2.3',
      'configure-rspack:problems-devserver-warning': 'guide/configuration/rspack.mdx: 1.2.2 → 1.2.3',
      'configure-rspack:problems-rsbuild-plugin-check': 'guide/configuration/rspack.mdx: 1.0.11 → 1.0.12',
      'configure-rspack:plugin-error-lowercase': 'guide/configuration/rspack.mdx: 1.2.3 → 1.2.4',
      'configure-rspack:circular-dependency-plugin': 'guide/configuration/rspack.mdx: 1.2.8 → 1.3.0',
      'configure-rspack:circular-dependency-plugin-chain': 'guide/configuration/rspack.mdx: 1.2.8 → 1.3.0',
      'configure-rspack:environments-util-rspack': 'guide/configuration/rspack.mdx: 1.6.3 → 1.6.4',
      'configure-rspack:bundler-sourcemap-plugin': 'guide/configuration/rspack.mdx: 1.2.3 → 1.2.4',
      'configure-rspack:chain-utils-rspack': 'guide/configuration/rspack.mdx: 1.3.5 → 1.3.6',
      'configure-rspack:environments-util-chain': 'guide/configuration/rspack.mdx: 1.6.3 → 1.6.4',
    });
  });
});

describe('mark text', () => {
  test('both languages, plugin releases and grown value kinds', () => {
    assert.equal(markText({ added: '1.5.7' }, 'en'), '- **Version:** added in 1.5.7');
    assert.equal(markText({ added: '1.5.7' }, 'zh'), '- **版本：** 1.5.7 新增');
    assert.equal(markText({ package: '@rsbuild/plugin-sass', added: '1.2.0' }, 'en'), '- **Version:** added in @rsbuild/plugin-sass 1.2.0');
    const grown = { added: '1.1.0', grew: [{ kinds: ["'auto'", 'false'], since: '1.3.0' }] };
    assert.equal(markText(grown, 'en'), "- **Version:** added in 1.1.0; `'auto'`, `false` accepted since 1.3.0");
    assert.equal(markText(grown, 'zh'), "- **版本：** 1.1.0 新增；1.3.0 起支持 `'auto'`、`false`");
  });
});

describe('proven precision', () => {
  test('a patch release when the registry has the one before it, else the minor line', () => {
    assert.deepEqual(provenVersion('1.5.6', '1.5.7'), { version: '1.5.7' });
    assert.deepEqual(provenVersion('1.2.19', '1.3.0'), { version: '1.3.0' });
    assert.deepEqual(provenVersion('1.3.22', '1.4.2'), { version: '1.4', missing: ['1.4.0', '1.4.1'] });
    assert.deepEqual(provenVersion('1.3.9', '1.3.11'), { version: '1.3', missing: ['1.3.10'] });
  });
});
