// Claims of api/javascript-api/types: every type the page names is exported by @rsbuild/core 1.7.6
// (checked by `tsc -p .` through the import below), the hook callback types fit the hooks, and the
// utilities ModifyChainUtils lists are what modifyBundlerChain receives at run time.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
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
  NormalizedDevConfig,
  NormalizedServerConfig,
  NormalizedSourceConfig,
  NormalizedResolveConfig,
  NormalizedHtmlConfig,
  NormalizedSecurityConfig,
  NormalizedToolsConfig,
  NormalizedPerformanceConfig,
  NormalizedModuleFederationConfig,
} from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import ts from 'typescript';
import { buildProject, builtScripts, makeProject, pageSamples, pageText, repoRoot, rsbuildCore, rsbuildV1Dir, runCli, typeCheckProject } from './harness';

type Core = typeof import('../../tools/rsbuild-v1/node_modules/@rsbuild/core');
// Type-level equality: `Expect<Equal<A, B>>` fails `tsc` unless A and B are the same type.
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;

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

describe('Hook callbacks', () => {
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

// ---- Configuration (type level: `tsc -p .` fails if a line below is wrong) ----
type EnvDevKeys = keyof NonNullable<EnvironmentConfig['dev']>;
export type ConfigurationChecks = [
  // EnvironmentConfig lacks server, mode, root, logLevel, provider and environments…
  Expect<Equal<Extract<keyof EnvironmentConfig, 'server' | 'mode' | 'root' | 'logLevel' | 'provider' | 'environments'>, never>>,
  Expect<Equal<Extract<keyof RsbuildConfig, 'server' | 'mode' | 'root' | 'logLevel' | 'provider' | 'environments'>, 'server' | 'mode' | 'root' | 'logLevel' | 'provider' | 'environments'>>,
  // …and its dev takes 8 of the 11 dev options: all but cliShortcuts, setupMiddlewares and watchFiles.
  Expect<Equal<EnvDevKeys, 'hmr' | 'client' | 'liveReload' | 'browserLogs' | 'assetPrefix' | 'progressBar' | 'lazyCompilation' | 'writeToDisk'>>,
  Expect<Equal<Exclude<keyof DevConfig, EnvDevKeys>, 'cliShortcuts' | 'setupMiddlewares' | 'watchFiles'>>,
  // EnvironmentConfig is the value type of environments.<name>.
  Expect<Equal<NonNullable<RsbuildConfig['environments']>[string], EnvironmentConfig>>,
  // NormalizedConfig carries environments with each environment's normalized config; getNormalizedConfig() returns it.
  Expect<Equal<NormalizedConfig['environments'], Record<string, NormalizedEnvironmentConfig>>>,
  // NormalizedEnvironmentConfig includes the global dev and server, and is the type of environment.config.
  Expect<Equal<NormalizedEnvironmentConfig['server'], Readonly<NormalizedServerConfig>>>,
  Expect<Equal<NormalizedEnvironmentConfig['dev'], Readonly<NormalizedDevConfig>>>,
  Expect<Equal<EnvironmentContext['config'], NormalizedEnvironmentConfig>>,
  // MergedEnvironmentConfig is what modifyEnvironmentConfig receives.
  Expect<Equal<Parameters<ModifyEnvironmentConfigFn>[0], MergedEnvironmentConfig>>,
  // ConfigParams: { env, command, envMode?, meta? }.
  Expect<Equal<ConfigParams, { env: string; command: string; envMode?: string; meta?: Record<string, unknown> }>>,
  // The sections of RsbuildConfig and their Normalized* counterparts.
  Expect<Equal<NonNullable<RsbuildConfig['output']>, OutputConfig>>,
  Expect<Equal<NonNullable<RsbuildConfig['dev']>, DevConfig>>,
  Expect<Equal<NonNullable<RsbuildConfig['server']>, ServerConfig>>,
  Expect<Equal<NonNullable<RsbuildConfig['source']>, SourceConfig>>,
  Expect<Equal<NonNullable<RsbuildConfig['resolve']>, ResolveConfig>>,
  Expect<Equal<NonNullable<RsbuildConfig['html']>, HtmlConfig>>,
  Expect<Equal<NonNullable<RsbuildConfig['security']>, SecurityConfig>>,
  Expect<Equal<NonNullable<RsbuildConfig['tools']>, ToolsConfig>>,
  Expect<Equal<NonNullable<RsbuildConfig['performance']>, PerformanceConfig>>,
  Expect<Equal<NonNullable<RsbuildConfig['moduleFederation']>, ModuleFederationConfig>>,
  Expect<Equal<NormalizedOutputConfig extends object ? true : false, true>>,
  [NormalizedSourceConfig, NormalizedResolveConfig, NormalizedHtmlConfig, NormalizedSecurityConfig, NormalizedToolsConfig, NormalizedPerformanceConfig, NormalizedModuleFederationConfig] extends object[] ? true : false,
  // The value unions.
  Expect<Equal<RsbuildMode, 'development' | 'production' | 'none'>>,
  Expect<Equal<RsbuildTarget, 'web' | 'node' | 'web-worker'>>,
  Expect<Equal<LogLevel, 'info' | 'warn' | 'error' | 'silent'>>,
  Expect<Equal<NonNullable<RsbuildConfig['mode']>, RsbuildMode>>,
  Expect<Equal<NonNullable<RsbuildConfig['logLevel']>, LogLevel>>,
  // source.entry is RsbuildEntry; an entry object has the extra html flag.
  Expect<Equal<NonNullable<SourceConfig['entry']>, RsbuildEntry>>,
  Expect<Equal<RsbuildEntryDescription['html'], boolean | undefined>>,
  // Every field of RsbuildConfig is optional.
  Expect<Equal<{} extends RsbuildConfig ? true : false, true>>,
];

// The option value types are the types of the options they are named after.
type PostcssFn = Extract<NonNullable<ToolsConfig['postcss']>, (...args: never[]) => unknown>;
type CustomChunkSplit = Extract<NonNullable<PerformanceConfig['chunkSplit']>, { strategy: 'custom' }>;
export type OptionValueChecks = [
  Expect<Equal<NonNullable<OutputConfig['distPath']>, string | DistPathConfig>>,
  Expect<Equal<NonNullable<OutputConfig['filename']>, FilenameConfig>>,
  Expect<Equal<NonNullable<OutputConfig['sourceMap']>, boolean | SourceMap>>,
  Expect<Equal<NonNullable<OutputConfig['minify']>, Minify>>,
  Expect<Equal<NonNullable<OutputConfig['polyfill']>, Polyfill>>,
  Expect<Equal<NonNullable<CustomChunkSplit['splitChunks']>, SplitChunks>>,
  Expect<Equal<NonNullable<ServerConfig['proxy']>, ProxyConfig>>,
  Expect<Equal<Extract<NonNullable<HtmlConfig['tags']>, object[]>, HtmlTagDescriptor[]>>,
  Expect<Equal<NonNullable<OutputConfig['manifest']>, ManifestConfig>>,
  Expect<Equal<NonNullable<OutputConfig['cssModules']>, CSSModules>>,
  Expect<Equal<Extract<NonNullable<Parameters<PostcssFn>[0]['postcssOptions']>, object>, PostCSSOptions | ((loaderContext: Rspack.LoaderContext) => PostCSSOptions)>>,
  Expect<Equal<NonNullable<DevConfig['watchFiles']>, WatchFiles | WatchFiles[]>>,
  Expect<Equal<NonNullable<DevConfig['setupMiddlewares']>, SetupMiddlewaresFn | SetupMiddlewaresFn[]>>,
];

// getNormalizedConfig() without arguments returns NormalizedConfig.
export const normalizedOf = (rsbuild: RsbuildInstance): NormalizedConfig => rsbuild.getNormalizedConfig();

// ---- Plugins ----
export type PluginChecks = [
  Expect<Equal<keyof RsbuildPlugin, 'name' | 'setup' | 'apply' | 'enforce' | 'pre' | 'post' | 'remove'>>,
  Expect<Equal<Exclude<keyof RsbuildPlugin, { [K in keyof RsbuildPlugin]-?: {} extends Pick<RsbuildPlugin, K> ? K : never }[keyof RsbuildPlugin]>, 'name' | 'setup'>>,
  Expect<Equal<NonNullable<RsbuildConfig['plugins']>, RsbuildPlugins>>,
  Expect<Equal<Parameters<RsbuildPlugin['setup']>[0], RsbuildPluginAPI>>,
  Expect<Equal<RsbuildPluginAPI['context'], Readonly<RsbuildContext>>>,
  Expect<Equal<RsbuildInstance['context'], Readonly<RsbuildContext>>>,
  Expect<Equal<RsbuildPluginAPI['transform'], TransformHook>>,
  Expect<Equal<Parameters<TransformHook>[0], TransformDescriptor>>,
  Expect<Equal<Parameters<TransformHook>[1], TransformHandler>>,
  Expect<Equal<Parameters<TransformHandler>[0], TransformContext>>,
  Expect<Equal<RsbuildPluginAPI['processAssets'], ProcessAssetsHook>>,
  Expect<Equal<Parameters<ProcessAssetsHook>[0], ProcessAssetsDescriptor>>,
  Expect<Equal<Parameters<ProcessAssetsHook>[1], ProcessAssetsHandler>>,
  Expect<Equal<RsbuildPluginAPI['resolve'], ResolveHook>>,
  Expect<Equal<Parameters<ResolveHook>[0], ResolveHandler>>,
  Expect<Equal<keyof PluginManager, 'getPlugins' | 'addPlugins' | 'removePlugins' | 'isPluginExists' | 'getAllPluginsWithMeta'>>,
  Expect<Equal<Parameters<RsbuildProvider>[0]['pluginManager'], PluginManager>>,
];
// The plugins option takes plugins, falsy values, promises and nested arrays.
const pluginsValue: RsbuildPlugins = [typedPlugin, false, null, undefined, Promise.resolve(typedPlugin), [typedPlugin, [false]]];
// An Rspack plugin (an object with apply(compiler)) is not an RsbuildPlugin; it is a BundlerPluginInstance.
const rspackPlugin = { apply(_compiler: Rspack.Compiler) {} };
// @ts-expect-error: an Rspack plugin has no name and no setup
const notAnRsbuildPlugin: RsbuildPlugin = rspackPlugin;
const bundlerPlugin: BundlerPluginInstance = rspackPlugin;
const rspackInTools: RsbuildConfig = { tools: { rspack: { plugins: [rspackPlugin] } } };
void [pluginsValue, notAnRsbuildPlugin, bundlerPlugin, rspackInTools];

// ---- Hook callbacks: each Fn type is what its hook (and the matching tools option) accepts ----
type HookArg<K extends keyof RsbuildPluginAPI> = RsbuildPluginAPI[K] extends (options: infer O) => void ? O : never;
export type HookChecks = [
  Expect<Equal<HookArg<'modifyRsbuildConfig'> extends ModifyRsbuildConfigFn | object ? true : false, true>>,
  Expect<Equal<Parameters<ModifyRsbuildConfigFn>[1], ModifyRsbuildConfigUtils>>,
  Expect<Equal<Parameters<ModifyEnvironmentConfigFn>[1], ModifyEnvironmentConfigUtils>>,
  Expect<Equal<Parameters<ModifyRspackConfigFn>[1], ModifyRspackConfigUtils>>,
  Expect<Equal<Parameters<ModifyBundlerChainFn>[0], RspackChain>>,
  Expect<Equal<Parameters<ModifyBundlerChainFn>[1], ModifyBundlerChainUtils>>,
  Expect<Equal<Parameters<ModifyHTMLFn>[1], ModifyHTMLContext>>,
  Expect<Equal<Parameters<ModifyHTMLTagsFn>[1], ModifyHTMLTagsContext>>,
  Expect<Equal<Parameters<ModifyWebpackChainFn>[1], ModifyWebpackChainUtils>>,
  Expect<Equal<Parameters<ModifyWebpackConfigFn>[1], ModifyWebpackConfigUtils>>,
  Expect<Equal<OnDevCompileDoneFn, OnAfterDevCompileFn>>,
  Expect<Equal<ModifyRspackConfigUtils extends ModifyChainUtils ? true : false, true>>,
  Expect<Equal<ModifyBundlerChainUtils extends ModifyChainUtils ? true : false, true>>,
  Expect<Equal<ModifyChainUtils['HtmlPlugin'], typeof HtmlRspackPlugin>>,
  Expect<Equal<ModifyChainUtils['CHAIN_ID'], ChainIdentifier>>,
  // ModifyChainUtils holds exactly the utilities the table lists.
  Expect<Equal<keyof ModifyChainUtils, 'env' | 'isDev' | 'isProd' | 'target' | 'isServer' | 'isWebWorker' | 'CHAIN_ID' | 'environment' | 'environments' | 'rspack' | 'HtmlPlugin'>>,
  // The table covers every hook of the plugin API (each one's Fn type is imported above).
  Expect<
    Equal<
      Extract<keyof RsbuildPluginAPI, `on${string}` | `modify${string}`>,
      | 'modifyRsbuildConfig' | 'modifyEnvironmentConfig' | 'modifyRspackConfig' | 'modifyBundlerChain' | 'modifyHTML' | 'modifyHTMLTags' | 'modifyWebpackChain' | 'modifyWebpackConfig'
      | 'onBeforeBuild' | 'onAfterBuild' | 'onCloseBuild' | 'onBeforeEnvironmentCompile' | 'onAfterEnvironmentCompile' | 'onBeforeDevCompile' | 'onAfterDevCompile' | 'onDevCompileDone'
      | 'onBeforeStartDevServer' | 'onAfterStartDevServer' | 'onCloseDevServer' | 'onBeforeStartProdServer' | 'onAfterStartProdServer' | 'onBeforeCreateCompiler' | 'onAfterCreateCompiler' | 'onExit'
    >
  >,
];
const rspackFn: ModifyRspackConfigFn = () => {};
const chainFn: ModifyBundlerChainFn = () => {};
const fnOptions: RsbuildConfig = { tools: { rspack: rspackFn, bundlerChain: chainFn } };
const hooksPlugin: RsbuildPlugin = {
  name: 'hook-fns',
  setup(api) {
    api.modifyRsbuildConfig(((config) => config) as ModifyRsbuildConfigFn);
    api.modifyEnvironmentConfig((() => {}) as ModifyEnvironmentConfigFn);
    api.modifyRspackConfig(rspackFn);
    api.modifyBundlerChain(chainFn);
    api.modifyHTMLTags(((tags) => tags) as ModifyHTMLTagsFn);
    api.modifyWebpackChain((() => {}) as ModifyWebpackChainFn);
    api.modifyWebpackConfig((() => {}) as ModifyWebpackConfigFn);
    api.onBeforeBuild((() => {}) as OnBeforeBuildFn);
    api.onCloseBuild((() => {}) as OnCloseBuildFn);
    api.onBeforeEnvironmentCompile((() => {}) as OnBeforeEnvironmentCompileFn);
    api.onAfterEnvironmentCompile((() => {}) as OnAfterEnvironmentCompileFn);
    api.onBeforeDevCompile((() => {}) as OnBeforeDevCompileFn);
    api.onAfterDevCompile((() => {}) as OnAfterDevCompileFn);
    api.onDevCompileDone((() => {}) as OnDevCompileDoneFn);
    api.onBeforeStartDevServer((() => {}) as OnBeforeStartDevServerFn);
    api.onAfterStartDevServer((() => {}) as OnAfterStartDevServerFn);
    api.onCloseDevServer((() => {}) as OnCloseDevServerFn);
    api.onBeforeStartProdServer((() => {}) as OnBeforeStartProdServerFn);
    api.onAfterStartProdServer((() => {}) as OnAfterStartProdServerFn);
    api.onBeforeCreateCompiler((() => {}) as OnBeforeCreateCompilerFn);
    api.onAfterCreateCompiler((() => {}) as OnAfterCreateCompilerFn);
  },
};
void [fnOptions, hooksPlugin];

// ---- JavaScript API ----
type Instance = Awaited<ReturnType<Core['createRsbuild']>>;
export type JsApiChecks = [
  Expect<Equal<Parameters<Core['createRsbuild']>[0], CreateRsbuildOptions | undefined>>,
  Expect<Equal<Instance, RsbuildInstance>>,
  Expect<Equal<RsbuildInstance['build'], Build>>,
  Expect<Equal<Parameters<Build>[0], BuildOptions | undefined>>,
  Expect<Equal<Awaited<ReturnType<Build>>, BuildResult>>,
  Expect<Equal<Parameters<RsbuildInstance['startDevServer']>[0], StartDevServerOptions | undefined>>,
  Expect<Equal<Awaited<ReturnType<RsbuildInstance['startDevServer']>>, StartServerResult>>,
  Expect<Equal<Awaited<ReturnType<RsbuildInstance['preview']>>, StartServerResult>>,
  Expect<Equal<Parameters<RsbuildInstance['preview']>[0], PreviewOptions | undefined>>,
  Expect<Equal<Parameters<RsbuildInstance['initConfigs']>[0], InitConfigsOptions | undefined>>,
  Expect<Equal<Parameters<RsbuildInstance['inspectConfig']>[0], InspectConfigOptions | undefined>>,
  Expect<Equal<Awaited<ReturnType<RsbuildInstance['inspectConfig']>>, InspectConfigResult>>,
  Expect<Equal<RsbuildInstance['createCompiler'], CreateCompiler>>,
  Expect<Equal<Awaited<ReturnType<RsbuildInstance['createDevServer']>>, RsbuildDevServer>>,
  Expect<Equal<Parameters<Core['loadConfig']>[0], LoadConfigOptions | undefined>>,
  Expect<Equal<Awaited<ReturnType<Core['loadConfig']>>, LoadConfigResult>>,
  Expect<Equal<Parameters<Core['loadEnv']>[0], LoadEnvOptions | undefined>>,
  Expect<Equal<ReturnType<Core['loadEnv']>, LoadEnvResult>>,
  Expect<Equal<Core['logger'], Logger>>,
  Expect<Equal<RsbuildPluginAPI['logger'], Logger>>,
  Expect<Equal<Parameters<RsbuildProvider>[0]['rsbuildOptions'], ResolvedCreateRsbuildOptions>>,
  Expect<Equal<Parameters<RsbuildProvider>[0]['helpers'], RsbuildProviderHelpers>>,
  Expect<Equal<Parameters<RsbuildProvider>[0]['context'], InternalContext>>,
];
// Not exported in 1.7.6; the page derives them from exported types.
// @ts-expect-error: CreateDevServerOptions is not exported
export type NotExported1 = import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').CreateDevServerOptions;
// @ts-expect-error: AddPluginsOptions is not exported
export type NotExported2 = import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').AddPluginsOptions;
// @ts-expect-error: EnvironmentAPI is not exported
export type NotExported3 = import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').EnvironmentAPI;
const devServerOptions: Parameters<RsbuildInstance['createDevServer']>[0] = { runCompile: false, getPortSilently: true };
const addPluginsOptions: Parameters<RsbuildInstance['addPlugins']>[1] = { before: 'rsbuild:html', environment: 'web' };
type DevEnvironments = RsbuildDevServer['environments'];
const useEnvironments = (environments: DevEnvironments) => environments.web?.getStats();
void [devServerOptions, addPluginsOptions, useEnvironments];

// ---- Rspack ----
export type RspackChecks = [
  Expect<Equal<Rspack.Configuration, import('../../tools/rsbuild-v1/node_modules/@rspack/core').Configuration>>,
  Expect<Equal<Rspack.Compiler, import('../../tools/rsbuild-v1/node_modules/@rspack/core').Compiler>>,
  Expect<Equal<Parameters<ModifyRspackConfigUtils['addRules']>[0], RspackRule | RspackRule[]>>,
  Expect<Equal<Parameters<ModifyRspackConfigUtils['appendPlugins']>[0], BundlerPluginInstance | BundlerPluginInstance[]>>,
  Expect<Equal<RspackRule extends Rspack.RuleSetRules[number] ? true : false, true>>,
];
const rspackTypes: [Rspack.Stats | undefined, Rspack.RuleSetRule | undefined] = [undefined, undefined];
const htmlOptions: HtmlRspackPlugin.Options = { title: 'x' };
void [rspackTypes, htmlOptions];

// The logger export of @rsbuild/core, which the first sample imports.
const { logger } = await rsbuildCore();

// ---- The page's samples, as written (the import path differs, and `describe` is named
// describeEnvironment here, beside node:test's describe) ----
function describeEnvironment(environment: EnvironmentContext, config: NormalizedEnvironmentConfig) {
  return `${environment.name} → ${config.output.target}`;
}
function registerHooks(api: RsbuildPluginAPI) {
  api.onBeforeEnvironmentCompile(({ environment }) => {
    logger.info(describeEnvironment(environment, environment.config));
  });
}
export const pluginMy = (options: { extraConfig?: RsbuildConfig } = {}): RsbuildPlugin => ({
  name: 'example:my-plugin',
  setup(api) {
    registerHooks(api);
    if (options.extraConfig) {
      const { extraConfig } = options;
      api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) => mergeRsbuildConfig(config, extraConfig));
    }
  },
});
export function cdnOutput(cdnUrl: string): OutputConfig {
  return { assetPrefix: cdnUrl, filenameHash: 'contenthash:12' };
}
const stripDebug: TransformHandler = ({ code }) => code.replace(/^\s*debugger;?\s*$/gm, '');
export const pluginStripDebugger = (): RsbuildPlugin => ({
  name: 'example:strip-debugger',
  apply: 'build',
  setup(api) {
    api.transform({ test: /\.[jt]sx?$/ }, stripDebug);
  },
});
export const disablePerformanceHints: ModifyRspackConfigFn = (config) => {
  config.performance = { hints: false };
};
export const reportBuild: OnAfterBuildFn = ({ stats, isFirstCompile }) => {
  if (isFirstCompile && stats?.hasErrors()) process.exitCode = 1;
};
export function countEntries(config: Rspack.Configuration): number {
  const { entry } = config;
  return entry && typeof entry === 'object' ? Object.keys(entry).length : 0;
}

const typeNames = ['RsbuildConfig', 'EnvironmentConfig', 'NormalizedConfig', 'RsbuildPlugin', 'RsbuildPluginAPI', 'RsbuildInstance', 'CreateRsbuildOptions', 'Rspack', 'RspackChain', 'HtmlRspackPlugin', 'ChainIdentifier', 'Logger', 'BundlerPluginInstance', 'OnAfterBuildFn', 'StartServerResult', 'RsbuildDevServer'];

describe('Types', () => {
  test('the types are type-only: none of them exists at run time', async () => {
    const core = await rsbuildCore();
    for (const name of typeNames) assert.equal(name in core, false, name);
    // Every type the page names in its tables and in its list of option value types.
    for (const lang of ['en', 'zh'] as const) {
      const page = pageText('api/javascript-api/types', lang);
      const cells = page.split('\n').filter((line) => line.startsWith('| `')).map((line) => line.split('|')[1]);
      const optionTypes = page.split('\n').find((line) => line.includes('`DistPathConfig`')) ?? '';
      const names = [...cells, optionTypes].flatMap((text) => [...text.matchAll(/`([A-Za-z]+)`/g)].map((match) => match[1]));
      assert.equal(new Set(names).size, 110, lang);
      assert.deepEqual(names.filter((name) => name in core), [], lang);
    }
    // The values next to them do exist.
    for (const name of ['createRsbuild', 'rspack', 'logger', 'loadConfig', 'loadEnv', 'mergeRsbuildConfig', 'defineConfig']) assert.equal(name in core, true, name);
  });

  test('the package is @rsbuild/core 1.7.6 and declares its types', () => {
    const pkg = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/package.json'), 'utf8'));
    assert.equal(pkg.version, '1.7.6');
    assert.equal(pkg.types, './dist-types/index.d.ts');
  });
});

describe('Plugins', () => {
  test("apply: 'build' (the strip-debugger sample): the plugin is set up for a build, and skipped for the dev command", async () => {
    const { createRsbuild } = await rsbuildCore();
    const cwd = makeProject({ 'src/index.js': '' }, 'types-apply');
    const setUp = async (mode: RsbuildMode) => {
      let called = false;
      const plugin: RsbuildPlugin = { name: 'example:build-only', apply: 'build', setup: () => void (called = true) };
      // With no command set, createCompiler() takes it from mode: 'dev' for development, 'build' otherwise.
      const rsbuild = await createRsbuild({ cwd, config: { mode, logLevel: 'silent', plugins: [plugin] } });
      await rsbuild.createCompiler();
      return called;
    };
    assert.equal(await setUp('production'), true);
    assert.equal(await setUp('development'), false);
  });
});

describe('Plugins', () => {
  test('the strip-debugger sample as written removes the debugger lines from the built JavaScript', async () => {
    const dir = makeProject({ 'src/index.js': "console.log('before');\ndebugger;\nconsole.log('after');\n" }, 'types-strip-debugger');
    // Without the minifier, which drops debugger statements on its own.
    const { errors } = await buildProject(dir, { output: { minify: false }, plugins: [pluginStripDebugger()] });
    assert.deepEqual(errors, []);
    const js = builtScripts(dir);
    assert.ok(js.includes("console.log('before');") || js.includes('console.log("before");'), js);
    assert.ok(js.includes('after'), js);
    assert.equal(js.includes('debugger'), false, js);
  });
});

describe('Hook callbacks', () => {
  test('OnDevCompileDoneFn is deprecated in favour of OnAfterDevCompileFn', () => {
    const hooks = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/dist-types/types/hooks.d.ts'), 'utf8');
    assert.match(hooks, /@deprecated Use `OnAfterDevCompileFn` instead\.\s*\*\/\s*export type OnDevCompileDoneFn = OnAfterDevCompileFn;/);
  });
});

describe('JavaScript API', () => {
  test('the scripts/build.ts sample: createRsbuild takes callerName and config', async () => {
    const { createRsbuild } = await rsbuildCore();
    const cwd = makeProject({ 'src/index.js': '' }, 'types-create');
    const options: CreateRsbuildOptions = { cwd, callerName: 'my-tool', config: { logLevel: 'warn' } };
    const rsbuild = await createRsbuild(options);
    assert.equal(rsbuild.context.callerName, 'my-tool');
    assert.equal(rsbuild.getRsbuildConfig().logLevel, 'warn');
  });
});

describe('Rspack', () => {
  test('Rspack is the namespace of the @rspack/core that @rsbuild/core depends on', async () => {
    const core = await rsbuildCore();
    const pkg = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/package.json'), 'utf8'));
    assert.equal(pkg.dependencies['@rspack/core'], '~1.7.10');
    const rspackPkg = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rspack/core/package.json'), 'utf8'));
    assert.equal(core.rspack.rspackVersion, rspackPkg.version);
  });
});

const rspackPluginTypedConfigTs = "import { rspack, type RsbuildConfig } from '@rsbuild/core';\n\nconst config: RsbuildConfig = {\n  plugins: [new rspack.DefinePlugin({ X: '1' })],\n};\n\nexport default config;\n";
const rspackPluginConfigTs = "import { defineConfig, rspack } from '@rsbuild/core';\n\nexport default defineConfig({\n  plugins: [new rspack.DefinePlugin({ X: '1' })],\n});\n";

// One tsc run outside this repository (whose own node_modules holds Rspress's Rsbuild 2), with
// two folders: `missing/` reaches no @rsbuild/core, `installed/` has tools/rsbuild-v1's.
let tscOutput = '';
let packageExports: string[] = [];
before(() => {
  packageExports = Object.keys(JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/package.json'), 'utf8')).exports);
  const cwd = mkdtempSync(path.join(tmpdir(), 'types-tsc-'));
  try {
    mkdirSync(path.join(cwd, 'missing'));
    mkdirSync(path.join(cwd, 'installed'));
    symlinkSync(path.join(rsbuildV1Dir, 'node_modules'), path.join(cwd, 'installed/node_modules'), 'dir');
    writeFileSync(
      path.join(cwd, 'tsconfig.json'),
      // No @types and no DOM library, so that tsc reads only these files and what they import.
      JSON.stringify({
        compilerOptions: { noEmit: true, skipLibCheck: true, types: [], lib: ['es2022'], module: 'esnext', moduleResolution: 'bundler', target: 'es2022' },
        include: ['missing/rsbuild.config.ts', 'installed/deep.ts', 'installed/rsbuild.config.ts', 'installed/typed.config.ts', 'other-rspack/check.ts'],
      }),
    );
    writeFileSync(path.join(cwd, 'missing/rsbuild.config.ts'), "import { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig({});\n");
    writeFileSync(
      path.join(cwd, 'installed/deep.ts'),
      // Only the deep import, so that tsc does not load the package's types (the root import is
      // what this file itself does).
      "import type { ModifyChainUtils } from '@rsbuild/core/dist-types/types/hooks';\n\nexport type Utils = ModifyChainUtils;\n",
    );
    // An Rspack plugin in plugins (Common problems).
    writeFileSync(path.join(cwd, 'installed/rsbuild.config.ts'), rspackPluginConfigTs);
    // The same plugin in a config object typed as RsbuildConfig, without defineConfig.
    writeFileSync(path.join(cwd, 'installed/typed.config.ts'), rspackPluginTypedConfigTs);
    // A project with its own, different @rspack/core beside @rsbuild/core (Rspack section).
    mkdirSync(path.join(cwd, 'other-rspack/node_modules/@rspack/core'), { recursive: true });
    mkdirSync(path.join(cwd, 'other-rspack/node_modules/@rsbuild'));
    symlinkSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core'), path.join(cwd, 'other-rspack/node_modules/@rsbuild/core'), 'dir');
    writeFileSync(path.join(cwd, 'other-rspack/node_modules/@rspack/core/package.json'), JSON.stringify({ name: '@rspack/core', version: '0.0.1', types: 'index.d.ts' }));
    writeFileSync(path.join(cwd, 'other-rspack/node_modules/@rspack/core/index.d.ts'), 'export type Configuration = { otherRspack: true };\n');
    writeFileSync(
      path.join(cwd, 'other-rspack/check.ts'),
      "import type { Rspack } from '@rsbuild/core';\nimport type { Configuration } from '@rspack/core';\n\nexport const fromRsbuild: Rspack.Configuration = { mode: 'production' };\nexport const fromProject: Configuration = { otherRspack: true };\nexport const wrong: Configuration = { mode: 'production' };\n",
    );
    try {
      execFileSync(process.execPath, [path.join(repoRoot, 'node_modules/typescript/bin/tsc'), '-p', cwd], { encoding: 'utf8' });
    } catch (error) {
      tscOutput = String((error as { stdout: string }).stdout);
    }
  } finally {
    rmSync(cwd, { recursive: true, force: true });
  }
});

describe('Types', () => {
  test("exports lists ., ./client/hmr, ./client/overlay, ./types and ./package.json; with moduleResolution bundler a deep import of dist-types is TS2307", () => {
    assert.deepEqual(packageExports, ['.', './client/hmr', './client/overlay', './types', './package.json']);
    assert.match(tscOutput, /installed\/deep\.ts\(1,39\): error TS2307: Cannot find module '@rsbuild\/core\/dist-types\/types\/hooks' or its corresponding type declarations\./);
  });

  test('@rsbuild/core/types declares asset imports and import.meta.env for application code', () => {
    const pkg = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/package.json'), 'utf8'));
    assert.deepEqual(pkg.exports['./types'], { types: './types.d.ts' });
    const declarations = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/types.d.ts'), 'utf8');
    assert.match(declarations, /declare module '\*\.png' \{/);
    assert.match(declarations, /interface ImportMeta \{\n\s+readonly env: ImportMetaEnv;/);
  });
});

describe('Rspack', () => {
  test('Rspack.Configuration is the type of the @rspack/core that Rsbuild uses, even with another @rspack/core installed in the project', () => {
    // Only the deliberate error: the project's own @rspack/core is the other one, Rspack.Configuration is Rsbuild's.
    assert.deepEqual(
      [...tscOutput.matchAll(/other-rspack\/check\.ts\((\d+,\d+)\): error (TS\d+): ([^\n]*)/g)].map((match) => match.slice(1).join(' ')),
      ["6,39 TS2353 Object literal may only specify known properties, and 'mode' does not exist in type 'Configuration'."],
    );
  });
});

// Common problems, the install advice: `npm view @rsbuild/core versions` on 2026-12-06 lists 2.x
// releases (2.3.1, 2.3.4, 2.3.5, …), so the page installs @rsbuild/core@1. This machine's registry
// lacks the newest releases, so what `latest` points to on npm is not known here: the page names
// the release it was checked with and says only that an unpinned install need not be 1.x.
describe('Common problems', () => {
  test("without @rsbuild/core installed, TypeScript reports error TS2307: Cannot find module '@rsbuild/core' … in rsbuild.config.ts", () => {
    assert.match(tscOutput, /missing\/rsbuild\.config\.ts\(1,30\): error TS2307: Cannot find module '@rsbuild\/core' or its corresponding type declarations\./);
  });

  test('the install advice names the release the page was checked with, not what latest is on npm', () => {
    const en = pageText('api/javascript-api/types', 'en');
    const zh = pageText('api/javascript-api/types', 'zh');
    assert.ok(en.includes('as `@rsbuild/core@1` (this page was checked with 1.7.6): without `@1`, the package manager installs whatever release the `latest` tag points to when you run it, which need not be a 1.x release'));
    assert.ok(zh.includes('即 `@rsbuild/core@1`（本页依据 1.7.6 核对）：不加 `@1` 时，包管理器安装的是执行安装那一刻 `latest` 标签指向的版本'));
    assert.ok(!en.includes('which is a 2.x release'));
    assert.ok(!zh.includes('`latest` 标签对应的 2.x 版本'));
  });
});

describe('Common problems', () => {
  test('an Rspack plugin in plugins: tsc reports TS2769 (setup is missing); rsbuild build prints "… looks like a webpack or Rspack plugin", an example config and a stack trace, and exits with 1', async () => {
    assert.match(tscOutput, /installed\/rsbuild\.config\.ts\(4,13\): error TS2769: No overload matches this call\./);
    assert.match(tscOutput, /Property 'setup' is missing in type '[^\n]*' but required in type/);
    const dir = makeProject({ 'src/index.js': 'console.log(1);\n', 'rsbuild.config.mjs': "import { rspack } from '@rsbuild/core';\n\nexport default {\n  plugins: [new rspack.DefinePlugin({ X: '1' })],\n};\n" }, 'types-rspack-plugin');
    const result = await runCli(dir, ['build']);
    assert.equal(result.code, 1);
    assert.ok(
      result.output.includes('error   Failed to build.\nerror   DefinePlugin looks like a webpack or Rspack plugin, please use `tools.rspack` to register it:\n\n  // rsbuild.config.ts\n  export default {\n    tools: {\n      rspack: {\n        plugins: [new DefinePlugin()]\n      }\n    }\n  };\n'),
      result.output,
    );
    // After the example config: a blank line and the stack trace, starting where the plugin is validated.
    assert.match(result.output, /plugins: \[new DefinePlugin\(\)\]\n {6}\}\n {4}\}\n {2}\};\n\n {4}at validatePlugin \(/);
  });
});

describe('Types (the samples as written)', () => {
  test('my-plugin.ts, shared-config.ts, strip-debugger-plugin.ts, hooks.ts, scripts/build.ts and rspack-helpers.ts type-check strictly against @rsbuild/core 1.7.6, in both languages', () => {
    const titles = ['my-plugin.ts', 'shared-config.ts', 'strip-debugger-plugin.ts', 'hooks.ts', 'scripts/build.ts', 'rspack-helpers.ts'];
    for (const lang of ['en', 'zh'] as const) {
      const files: Record<string, string> = {};
      for (const title of titles) {
        const samples = pageSamples('api/javascript-api/types', lang, title);
        assert.equal(samples.length, 1, `${lang} ${title}`);
        files[title] = samples[0];
      }
      assert.deepEqual(typeCheckProject(ts, files, `types-samples-${lang}`, () => ({ types: ['node'] })), [], lang);
    }
  });
});

// Version lines of the page (round 45): 34 of the types it names were first exported after 1.0.
// Each group is an entry of scripts/data/behaviour-versions.json (ids types:export-*), whose
// evidence is the export list of dist-types/index.d.ts; `node --import tsx
// scripts/behaviour-versions.ts` packed the releases on 2026-12-06 and its bisection over the 128
// stable 1.x releases agreed with every entry (for example BuildResult: 1.5.6 lacks, 1.5.7 has;
// ResolveConfig: 1.6.15 lacks, 1.7.0 has). `enforce` is types:plugin-enforce (1.4.8 lacks the
// code that sorts plugins by it, 1.4.9 has it).
describe('Types', () => {
  test('the intro says that many types were first exported after 1.0 and that an older 1.x release does not export them', () => {
    assert.ok(
      pageText('api/javascript-api/types', 'en').includes(
        'Many of them were first exported after 1.0: the version line under a heading names the release that first exports each of them, and an older 1.x release does not export them, so importing one there fails type checking.',
      ),
    );
    assert.ok(
      pageText('api/javascript-api/types', 'zh').includes(
        '其中不少是在 1.0 之后才开始导出的：各标题下的版本说明列出了它们各自首次导出的版本；更早的 1.x 版本没有导出这些类型，在这些版本中导入会导致类型检查失败。',
      ),
    );
  });
});

describe('Plugins', () => {
  test("enforce: 'pre' sets a plugin up before the plugins listed ahead of it, 'post' after those listed behind it", async () => {
    const { createRsbuild } = await rsbuildCore();
    const cwd = makeProject({ 'src/index.js': '' }, 'types-enforce');
    const order: string[] = [];
    const plugin = (name: string, enforce?: RsbuildPlugin['enforce']): RsbuildPlugin => ({ name, enforce, setup: () => void order.push(name) });
    const rsbuild = await createRsbuild({ cwd, config: { logLevel: 'silent', plugins: [plugin('late', 'post'), plugin('normal'), plugin('early', 'pre')] } });
    await rsbuild.initConfigs();
    const mine = order.filter((name) => ['late', 'normal', 'early'].includes(name));
    assert.deepEqual(mine, ['early', 'normal', 'late']);
  });
});

describe('Common problems', () => {
  test("an Rspack plugin in a config typed as RsbuildConfig (no defineConfig): tsc reports TS2322, again with 'setup' missing; the page names both codes", () => {
    assert.match(tscOutput, /installed\/typed\.config\.ts\(4,13\): error TS2322: Type '[^\n]*' is not assignable to type '[^'\n]*LooseRsbuildPlugin[^'\n]*'\./);
    const typed = tscOutput.slice(tscOutput.indexOf('installed/typed.config.ts'));
    assert.match(typed, /^ {4}Property 'setup' is missing in type '[^\n]*' but required in type/m);
    assert.equal((tscOutput.match(/installed\/typed\.config\.ts\(\d+,\d+\): error/g) ?? []).length, 1);
    assert.ok(
      pageText('api/javascript-api/types', 'en').includes(
        "TypeScript reports `error TS2769: No overload matches this call.` when the config is passed to `defineConfig`, or `error TS2322: Type '…' is not assignable to type …` when the config object is typed as `RsbuildConfig`; either way, one of the lines below it reads `Property 'setup' is missing in type …`.",
      ),
    );
    assert.ok(
      pageText('api/javascript-api/types', 'zh').includes(
        "如果配置传给了 `defineConfig`，TypeScript 会报 `error TS2769: No overload matches this call.`；如果配置对象标注为 `RsbuildConfig` 类型，则会报 `error TS2322: Type '…' is not assignable to type …`。两种情况下，其下都有一行 `Property 'setup' is missing in type …`。",
      ),
    );
  });
});

describe('Types (the samples as written)', () => {
  test("my-plugin.ts: pluginMy({ extraConfig }) merges extraConfig into the configuration through modifyRsbuildConfig's mergeRsbuildConfig", async () => {
    const { createRsbuild } = await rsbuildCore();
    const cwd = makeProject({ 'src/index.js': '' }, 'types-my-plugin');
    const rsbuild = await createRsbuild({
      cwd,
      config: { logLevel: 'silent', source: { define: { A: '1' } }, plugins: [pluginMy({ extraConfig: { source: { define: { B: '2' } } } })] },
    });
    const config = await rsbuild.initConfigs().then(() => rsbuild.getNormalizedConfig());
    assert.deepEqual(config.source.define, { A: '1', B: '2' });
  });
});
