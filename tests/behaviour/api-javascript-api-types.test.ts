// Claims of api/javascript-api/types: every type the page names is exported by @rsbuild/core 1.7.6
// (checked by `tsc -p .` through the import below), the hook callback types fit the hooks, and the
// utilities ModifyChainUtils lists are what modifyBundlerChain receives at run time.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type {
  BuildOptions,
  BuildResult,
  CSSModules,
  ChainIdentifier,
  ConfigParams,
  CreateCompiler,
  CreateRsbuildOptions,
  DevConfig,
  DistPathConfig,
  EnvironmentConfig,
  EnvironmentContext,
  FilenameConfig,
  HtmlConfig,
  HtmlTagDescriptor,
  InspectConfigOptions,
  InspectConfigResult,
  LoadConfigOptions,
  LoadConfigResult,
  LoadEnvOptions,
  LoadEnvResult,
  LogLevel,
  Logger,
  ManifestConfig,
  MergedEnvironmentConfig,
  Minify,
  ModifyBundlerChainFn,
  ModifyBundlerChainUtils,
  ModifyChainUtils,
  ModifyEnvironmentConfigFn,
  ModifyEnvironmentConfigUtils,
  ModifyHTMLContext,
  ModifyHTMLFn,
  ModifyHTMLTagsContext,
  ModifyHTMLTagsFn,
  ModifyRsbuildConfigFn,
  ModifyRsbuildConfigUtils,
  ModifyRspackConfigFn,
  ModifyRspackConfigUtils,
  ModifyWebpackChainFn,
  ModifyWebpackChainUtils,
  ModifyWebpackConfigFn,
  ModifyWebpackConfigUtils,
  ModuleFederationConfig,
  NormalizedConfig,
  NormalizedEnvironmentConfig,
  NormalizedOutputConfig,
  OnAfterBuildFn,
  OnAfterCreateCompilerFn,
  OnAfterDevCompileFn,
  OnAfterEnvironmentCompileFn,
  OnAfterStartDevServerFn,
  OnAfterStartProdServerFn,
  OnBeforeBuildFn,
  OnBeforeCreateCompilerFn,
  OnBeforeDevCompileFn,
  OnBeforeEnvironmentCompileFn,
  OnBeforeStartDevServerFn,
  OnBeforeStartProdServerFn,
  OnCloseBuildFn,
  OnCloseDevServerFn,
  OnDevCompileDoneFn,
  OnExitFn,
  OutputConfig,
  PerformanceConfig,
  PluginManager,
  Polyfill,
  PostCSSOptions,
  PreviewOptions,
  ProcessAssetsDescriptor,
  ProcessAssetsHandler,
  ProcessAssetsHook,
  ProxyConfig,
  ResolveConfig,
  ResolveHandler,
  ResolveHook,
  RsbuildConfig,
  RsbuildContext,
  RsbuildDevServer,
  RsbuildEntryDescription,
  RsbuildEntry,
  RsbuildInstance,
  RsbuildMode,
  RsbuildPluginAPI,
  RsbuildPlugin,
  RsbuildPlugins,
  RsbuildProvider,
  RsbuildTarget,
  RspackChain,
  RspackRule,
  Rspack,
  SecurityConfig,
  ServerConfig,
  SetupMiddlewaresFn,
  SourceConfig,
  SourceMap,
  SplitChunks,
  StartDevServerOptions,
  StartServerResult,
  ToolsConfig,
  TransformContext,
  TransformDescriptor,
  TransformHandler,
  TransformHook,
  WatchFiles,
  HtmlRspackPlugin,
  InitConfigsOptions,
  RsbuildProviderHelpers,
  InternalContext,
  ResolvedCreateRsbuildOptions,
  BundlerPluginInstance,
  Build,
} from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { makeProject, rsbuildCore } from './harness';

// Hook callback types accept callbacks written outside setup and plug into the hooks.
const onAfterBuild: OnAfterBuildFn = ({ isFirstCompile, isWatch, stats, environments }) => {
  void [isFirstCompile, isWatch, stats, environments];
};
const onExit: OnExitFn = ({ exitCode }) => {
  void exitCode;
};
const modifyHTML: ModifyHTMLFn = (html, { filename }) => `${html}<!-- ${filename} -->`;
const typedPlugin: RsbuildPlugin = {
  name: 'typed',
  setup(api: RsbuildPluginAPI) {
    api.onAfterBuild(onAfterBuild);
    api.onExit(onExit);
    api.modifyHTML(modifyHTML);
  },
};
// The dev-server middleware hook gets a context object, not the environments directly.
const setupMiddlewares: SetupMiddlewaresFn = (middlewares, { sockWrite, environments }) => {
  void [middlewares, sockWrite, environments];
};
const mode: RsbuildMode = 'production';
const target: RsbuildTarget = 'web-worker';
const level: LogLevel = 'warn';
void [typedPlugin, setupMiddlewares, mode, target, level];

describe('Types', () => {
  test('ModifyChainUtils: modifyBundlerChain receives env, isDev, isProd, target, isServer, isWebWorker, CHAIN_ID, environment, environments, rspack, HtmlPlugin', async () => {
    const { createRsbuild } = await rsbuildCore();
    let received: string[] = [];
    const cwd = makeProject({ 'src/index.js': '' }, 'types');
    const chainPlugin: RsbuildPlugin = {
      name: 'chain-utils',
      setup(api) {
        const record: ModifyBundlerChainFn = (_chain, utils: ModifyBundlerChainUtils) => {
          received = Object.keys(utils);
        };
        api.modifyBundlerChain(record);
      },
    };
    const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { plugins: [chainPlugin] } });
    await rsbuild.initConfigs();
    for (const key of ['env', 'isDev', 'isProd', 'target', 'isServer', 'isWebWorker', 'CHAIN_ID', 'environment', 'environments', 'rspack', 'HtmlPlugin']) {
      assert.ok(received.includes(key), key);
    }
  });
});
