// Claims of plugins/list/plugin-sass, checked with @rsbuild/plugin-sass 1.5.3 and @rsbuild/core
// 1.7.6: builds of a stylesheet with a partial that references an image, the loader options the
// plugin hands to sass-loader, and the page's samples.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import vm from 'node:vm';
import ts from 'typescript';
import type { PluginSassOptions } from '../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-sass';
import { assertPageSamplesTypeCheck, buildProject, buildWithConfigFile, createTypeProgram, listFiles, makeProject, pageSamples, pageText, plugin, readText, rsbuildCore, rsbuildV1Dir, runCli, withoutInstalledPackages, writeProjectFiles, type BuildResult, type CliResult } from './harness';

// A 1-pixel PNG, small enough to be inlined as a data URI once it resolves.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const files = {
  'src/index.js': [
    "import './index.scss';",
    "import './indented.sass';",
    "import './nodot/entry.scss';",
    "import styles from './Card.module.scss';",
    "import panel from './Panel.module.sass';",
    "import printCss from './print.scss?inline';",
    "import printSource from './print.scss?raw';",
    'console.log(JSON.stringify({ styles, panel, printCss, printSource }));',
    '',
  ].join('\n'),
  'src/index.scss': "@use 'styles/partials/bg';\n@use 'theme';\n@import 'old';\n@warn 'careful';\n.title { color: $brand; border-color: theme.$accent; }\n",
  'src/styles/partials/_bg.scss': ".hero { background: url('./img/bg.png'); }\n",
  // A partial receives no additionalData: $brand would be undefined here.
  'src/_theme.scss': '$accent: teal;\n',
  'src/_old.scss': '.old { margin: 0; }\n',
  'src/indented.sass': '.note\n  margin: 1px\n',
  'src/Card.module.scss': '.card { padding: 2px; }\n',
  'src/Panel.module.sass': '.panel\n  padding: 4px\n',
  'src/print.scss': '$gap: 3px;\n.print { margin: $gap; }\n',
  // url() without a leading dot, in a partial in another folder.
  'src/nodot/entry.scss': "@use '../styles/nodot';\n",
  'src/styles/_nodot.scss': ".nd { background: url('img/bg.png'); }\n",
  // Images, written as binary afterwards.
  'src/styles/partials/img/bg.png': '',
  'src/nodot/img/bg.png': '',
};

import type { RsbuildPluginAPI, Rspack } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import type { LegacyOptions, Options } from '../../tools/rsbuild-v1/node_modules/@rsbuild/plugin-sass/node_modules/sass-embedded';

type SassLoaderOptions = Parameters<Extract<NonNullable<PluginSassOptions['sassLoaderOptions']>, (...args: any[]) => unknown>>[0];

// The type the page documents for sassLoaderOptions, checked by tsc against the plugin's own
// (assignable both ways, so no key, optionality or value type differs).
type DocumentedSassLoaderOptions = {
  implementation?: any;
  additionalData?:
    | string
    | ((content: string | Buffer, loaderContext: Rspack.LoaderContext) => string);
  sourceMap?: boolean;
  webpackImporter?: boolean;
  warnRuleAsWarning?: boolean;
} & (
  | { api?: 'modern' | 'modern-compiler'; sassOptions?: Options<'async'> }
  | { api: 'legacy'; sassOptions?: Partial<LegacyOptions<'async'>> }
);
type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const documentedTypeMatches: Mutual<DocumentedSassLoaderOptions, SassLoaderOptions> = true;
type DocumentedConfig =
  | DocumentedSassLoaderOptions
  | ((options: DocumentedSassLoaderOptions, utils: { addExcludes: (items: string | RegExp | (string | RegExp)[]) => void }) => DocumentedSassLoaderOptions | void)
  | Array<DocumentedSassLoaderOptions | ((options: DocumentedSassLoaderOptions, utils: { addExcludes: (items: string | RegExp | (string | RegExp)[]) => void }) => DocumentedSassLoaderOptions | void)>;
const documentedConfigMatches: Mutual<DocumentedConfig, NonNullable<PluginSassOptions['sassLoaderOptions']>> = true;
// include / exclude: Rspack.RuleSetCondition; rewriteUrls: boolean.
const documentedOptionsMatch: Mutual<Omit<PluginSassOptions, 'sassLoaderOptions'>, { include?: Rspack.RuleSetCondition; exclude?: Rspack.RuleSetCondition; rewriteUrls?: boolean }> = true;

interface Result { cwd: string; css: string; error: string; warnings: string; loaderOptions?: any; seenByFunction?: unknown; rules?: string[]; ruleIds?: string[]; logged?: any; files?: string[] }

async function build(options: PluginSassOptions): Promise<Result> {
  const { createRsbuild } = await rsbuildCore();
  const { pluginSass } = await plugin('@rsbuild/plugin-sass');
  const cwd = makeProject(files, 'sass');
  for (const image of ['src/styles/partials/img/bg.png', 'src/nodot/img/bg.png']) writeFileSync(path.join(cwd, image), png);
  const result: Result = { cwd, css: '', error: '', warnings: '' };
  const rsbuild = await createRsbuild({
    cwd,
    rsbuildConfig: {
      plugins: [
        pluginSass({
          ...options,
          sassLoaderOptions: (config: SassLoaderOptions) => {
            result.seenByFunction = structuredClone(config.sassOptions);
            config.additionalData = '$brand: rebeccapurple;';
          },
        }),
        { name: 'behaviour:rule-ids', setup: (api: RsbuildPluginAPI) => api.modifyBundlerChain((chain) => void (result.ruleIds = Object.keys(chain.module.rules.entries()))) },
      ],
      // Explicit: the mode otherwise follows NODE_ENV, which the parallel builds set.
      mode: 'production',
      output: { minify: false, filenameHash: false },
      logLevel: 'silent',
    },
  });
  const [rspack] = await rsbuild.initConfigs();
  const sassRule = (rspack.module!.rules as any[]).find((rule) => String(rule.test) === String.raw`/\.s(?:a|c)ss$/` && rule.use);
  result.loaderOptions = sassRule.use.find((use: any) => String(use.loader).includes('sass-loader')).options;
  result.rules = sassRule?.use?.map((use: any) => String(use.loader).match(/(sass-loader|resolve-url-loader|lightningcss-loader|css-loader|cssExtractLoader)/)?.[1]).filter(Boolean);
  rsbuild.onAfterBuild(({ stats }) => {
    const json = stats?.toJson({ all: false, errors: true, warnings: true });
    if (stats?.hasErrors()) result.error = JSON.stringify(json?.errors);
    result.warnings = JSON.stringify(json?.warnings);
  });
  if (await rsbuild.build().then(() => true, () => false)) {
    const dist = path.join(cwd, 'dist');
    result.files = listFiles(dist);
    result.css = result.files.filter((file) => file.endsWith('.css')).map((file) => readText(dist, file)).join('\n');
    const logged: string[] = [];
    vm.runInNewContext(readText(dist, 'static/js/index.js'), { console: { log: (text: string) => logged.push(text) } });
    result.logged = JSON.parse(logged[0]);
  }
  return result;
}

/** The sass-loader options the plugin produces for `options`, without building. */
async function loaderOptionsFor(options: PluginSassOptions, rsbuildConfig: object = {}) {
  const { createRsbuild } = await rsbuildCore();
  const { pluginSass } = await plugin('@rsbuild/plugin-sass');
  const rsbuild = await createRsbuild({ cwd: makeProject({ 'src/index.js': '' }, 'sass-options'), rsbuildConfig: { ...rsbuildConfig, plugins: [pluginSass(options)], logLevel: 'silent' } });
  const [rspack] = await rsbuild.initConfigs();
  const sassRule = (rspack.module!.rules as any[]).find((rule) => rule.use?.some((use: any) => String(use.loader).includes('sass-loader')));
  return sassRule.use.find((use: any) => String(use.loader).includes('sass-loader')).options;
}

const sassPlugin = async (options: PluginSassOptions = {}) => (await plugin('@rsbuild/plugin-sass')).pluginSass(options);
const cssOf = (result: BuildResult) => listFiles(result.dist).filter((file) => file.endsWith('.css')).map((file) => readText(result.dist, file)).join('\n');
const output = { minify: false, filenameHash: false } as const;

const results: Record<string, Result> = {};
let inspectedByNodeEnv: Promise<{ shell: CliResult & { config: string }; dotenv: CliResult & { config: string }; configMode: CliResult & { config: string } }>;
let inspected: Promise<{ code: number | null; files: string[]; config: string; production: CliResult & { files: string[]; printed?: string; config: string; first: string } }>;
const samples: Record<string, BuildResult> = {};
let stderrText = '';
let excludedCli: Promise<CliResult>;
let legacyCli: Promise<{ inFolder: CliResult & { css: string }; fromParent: CliResult }>;
let samplesBuilt: Promise<{ additional: BuildResult; loadPaths: BuildResult }>;
let nodeTargetDir = '';
before(async () => {
  const legacyDir = makeProject({ 'src/index.js': "import './a.scss';\n", 'src/a.scss': "@use 'tokens';\n.a { color: tokens.$brand; }\n", 'src/styles/_tokens.scss': '$brand: #123456;\n' }, 'sass-legacy');
  // A project with a node_modules of its own that holds two tiny Sass packages.
  const packagesDir = withoutInstalledPackages(makeProject({ 'src/index.js': "import './a.scss';\n", 'src/a.scss': "@use 'kit/scss/functions';\n@use 'theme';\n.a { width: functions.$unit; color: theme.$origin; }\n", 'src/_theme.scss': '$origin: local;\n' }, 'sass-packages'));
  // percentage() as a global function is deprecated: the package's use is quiet, the local one warns.
  writeProjectFiles(packagesDir, { 'src/_theme.scss': '$origin: local;\n$local-share: percentage(0.25);\n', 'node_modules/kit/scss/_functions.scss': '$unit: 8px;\n$share: percentage(0.5);\n', 'node_modules/theme/_index.scss': '$origin: package;\n', 'node_modules/theme/package.json': '{ "name": "theme", "sass": "_index.scss" }\n' });
  const additionalDir = makeProject({ 'src/index.js': "import './a.scss';\nimport './b.sass';\n", 'src/a.scss': '.a { color: $brand; }\n', 'src/b.sass': '.b\n  color: $brand\n', 'src/styles/_tokens.scss': '$brand: #abcdef;\n' }, 'sass-additional');
  const importFiles = { 'src/index.js': "import './a.scss';\nimport './b.sass';\n", 'src/a.scss': "@import 'old';\n.a { color: red; }\n", 'src/b.sass': '.b\n  color: blue\n', 'src/_old.scss': '.old { margin: 0; }\n' };
  const inspectDir = makeProject({ 'src/index.js': '', 'rsbuild.config.mjs': "import { pluginSass } from '@rsbuild/plugin-sass';\nexport default { plugins: [pluginSass()] };\n" }, 'sass-inspect');
  // The exclude option with no rule of its own, built by the CLI: what rsbuild build prints.
  const excludedDir = makeProject({ 'src/index.js': "import './skip/c.scss';\n", 'src/skip/c.scss': '$c: 1;\n.c { width: $c; }\n', 'rsbuild.config.mjs': "import { pluginSass } from '@rsbuild/plugin-sass';\nexport default { plugins: [pluginSass({ exclude: /[\\\\/]skip[\\\\/]/ })] };\n" }, 'sass-exclude-cli');
  excludedCli = runCli(excludedDir, ['build']);
  // The page's two samples that use __dirname, copied as rsbuild.config.ts into an ES module project.
  const additionalConfig = `import path from 'node:path';
import { defineConfig } from '@rsbuild/core';
import { pluginSass } from '@rsbuild/plugin-sass';

export default defineConfig({
  resolve: {
    alias: {
      '@styles': path.resolve(__dirname, 'src/styles'),
    },
  },
  plugins: [
    pluginSass({
      sassLoaderOptions: {
        additionalData: \`@use '@styles/tokens' as *;\`,
      },
    }),
  ],
  output: { minify: false, filenameHash: false },
});
`;
  const loadPathsConfig = `import path from 'node:path';
import { defineConfig } from '@rsbuild/core';
import { pluginSass } from '@rsbuild/plugin-sass';

export default defineConfig({
  plugins: [
    pluginSass({
      sassLoaderOptions: {
        sassOptions: {
          loadPaths: [path.resolve(__dirname, 'src/styles')],
          silenceDeprecations: ['import', 'global-builtin'],
        },
      },
    }),
  ],
  output: { minify: false, filenameHash: false },
});
`;
  const additionalCliDir = makeProject({ 'package.json': '{ "type": "module" }\n', 'rsbuild.config.ts': additionalConfig, 'src/index.js': "import './a.scss';\n", 'src/a.scss': '.a { color: $brand; }\n', 'src/styles/_tokens.scss': '$brand: #fedcba;\n' }, 'sass-additional-cli');
  const loadPathsCliDir = makeProject({ 'package.json': '{ "type": "module" }\n', 'rsbuild.config.ts': loadPathsConfig, 'src/index.js': "import './a.scss';\n", 'src/a.scss': "@use 'shared';\n.a { color: shared.$brand; }\n", 'src/styles/_shared.scss': '$brand: #0a0b0c;\n' }, 'sass-loadpaths-cli');
  const cssOfDir = (cwd: string) => listFiles(path.join(cwd, 'dist')).filter((file) => file.endsWith('.css')).map((file) => readText(path.join(cwd, 'dist'), file)).join('\n');
  // Built in this process from their config files, read by loadConfig as rsbuild build reads them.
  samplesBuilt = Promise.all([buildWithConfigFile(additionalCliDir), buildWithConfigFile(loadPathsCliDir)]).then(([additional, loadPaths]) => ({ additional, loadPaths }));
  // The page's legacy API sample as written (a relative includePaths), built in the project folder
  // and from its parent folder with --root (after the failing run, so that dist is the folder's own).
  const legacySample = pageSamples('plugins/list/plugin-sass', 'en').find((sample) => sample.includes("api: 'legacy'"))!;
  const legacyParent = makeProject({ 'app/rsbuild.config.ts': legacySample, 'app/src/index.js': "import './a.scss';\n", 'app/src/a.scss': "@use 'tokens';\n.a { color: tokens.$brand; }\n", 'app/src/styles/_tokens.scss': '$brand: #654321;\n' }, 'sass-legacy-cli');
  legacyCli = excludedCli.then(async () => {
    const fromParent = await runCli(legacyParent, ['build', '--root', 'app']);
    const inFolder = await runCli(path.join(legacyParent, 'app'), ['build']);
    return { fromParent, inFolder: { ...inFolder, css: inFolder.code === 0 ? cssOfDir(path.join(legacyParent, 'app')) : '' } };
  });
  // A node build of a CSS Modules file and a plain stylesheet; a package.json of its own so that Node.js runs the CommonJS bundle.
  nodeTargetDir = makeProject({ 'package.json': '{}\n', 'src/index.js': "import './global.scss';\nimport styles from './Card.module.scss';\nconsole.log(JSON.stringify(styles));\n", 'src/global.scss': '$c: red;\nbody { color: $c; }\n', 'src/Card.module.scss': '.card { padding: 2px; }\n' }, 'sass-node-target');
  // rsbuild inspect with NODE_ENV=production from the shell, and from a .env file.
  const inspectWith = async (env: Record<string, string>, extra: Record<string, string>) => {
    const cwd = makeProject({ 'src/index.js': '', 'rsbuild.config.mjs': readText(inspectDir, 'rsbuild.config.mjs'), ...extra }, 'sass-inspect-node-env');
    const result = await runCli(cwd, ['inspect'], { env });
    return { ...result, config: result.code === 0 ? readText(cwd, 'dist/.rsbuild/rspack.config.web.mjs') : '' };
  };
  inspectedByNodeEnv = Promise.all([
    inspectWith({ NODE_ENV: 'production' }, {}),
    inspectWith({}, { '.env': 'NODE_ENV=production\n' }),
    // mode set in the config file, no --mode and no NODE_ENV.
    inspectWith({}, { 'rsbuild.config.mjs': "import { pluginSass } from '@rsbuild/plugin-sass';\nexport default { mode: 'production', plugins: [pluginSass()] };\n" }),
  ]).then(([shell, dotenv, configMode]) => ({ shell, dotenv, configMode }));
  // rsbuild inspect, then rsbuild inspect --mode production in the same folder.
  inspected = runCli(inspectDir, ['inspect']).then(async (result) => {
    const first = { ...result, files: listFiles(path.join(inspectDir, 'dist/.rsbuild')), config: readText(inspectDir, 'dist/.rsbuild/rspack.config.web.mjs') };
    const second = await runCli(inspectDir, ['inspect', '--mode', 'production']);
    const printed = second.output.match(/ {2}- Rspack Config \(web\): (\S+)\n/)?.[1];
    return { ...first, production: { ...second, printed, files: listFiles(path.join(inspectDir, 'dist/.rsbuild')), config: printed ? readText(path.dirname(printed), path.basename(printed)) : '', first: readText(inspectDir, 'dist/.rsbuild/rspack.config.web.mjs') } };
  });
  // sass-embedded prints the deprecation of its legacy API with console.warn, outside the build's
  // warnings: keep what the builds write to stderr.
  const writeStderr = process.stderr.write.bind(process.stderr);
  process.stderr.write = ((chunk: string | Uint8Array, ...rest: any[]) => {
    stderrText += String(chunk);
    return writeStderr(chunk, ...rest);
  }) as typeof process.stderr.write;
  [results.defaults, results.noRewrite, samples.legacy, samples.packages, samples.silence, samples.twice, samples.additionalData, samples.exclude, samples.include, samples.warn, samples.legacyOwn, samples.srcInclude, samples.additionalFn, samples.nodeTarget, samples.postcss] = await Promise.all([
    build({}),
    build({ rewriteUrls: false }),
    buildProject(legacyDir, { plugins: [await sassPlugin({ sassLoaderOptions: { api: 'legacy', sassOptions: { includePaths: [path.join(legacyDir, 'src/styles')] } } })], output }),
    buildProject(packagesDir, { plugins: [await sassPlugin()], output }),
    buildProject(makeProject(importFiles, 'sass-silence'), { plugins: [await sassPlugin({ sassLoaderOptions: { sassOptions: { silenceDeprecations: ['global-builtin'] } } })], output }),
    buildProject(makeProject(importFiles, 'sass-twice'), { plugins: [await sassPlugin({ include: /\.scss$/ }), await sassPlugin({ include: /\.sass$/ })], output }),
    // The page's additionalData sample: an alias and a shared tokens partial.
    buildProject(additionalDir, { resolve: { alias: { '@styles': path.join(additionalDir, 'src/styles') } }, plugins: [await sassPlugin({ sassLoaderOptions: { additionalData: `@use '@styles/tokens' as *;` } })], output }),
    // The page's exclude sample, and the same folder excluded without a rule of its own.
    buildProject(makeProject({ 'src/index.js': "import theme from './themes/dark.scss';\nconsole.log(JSON.stringify(theme));\nimport './a.scss';\n", 'src/a.scss': '.a { color: red; }\n', 'src/themes/dark.scss': '$bg: black;\n' }, 'sass-exclude'), {
      plugins: [await sassPlugin({ exclude: /[\\/]src[\\/]themes[\\/]/ })],
      tools: { rspack: { module: { rules: [{ test: /[\\/]src[\\/]themes[\\/].+\.scss$/, type: 'asset/source' }] } } },
      output,
    }),
    // The page's include sample, plus an excluded file with no other rule.
    buildProject(makeProject({ 'src/index.js': "import './a.scss';\nimport './b.sass';\nimport './skip/c.scss';\n", 'src/a.scss': '.a { color: red; }\n', 'src/b.sass': '.b\n  color: blue\n', 'src/skip/c.scss': '$c: 1;\n.c { width: $c; }\n' }, 'sass-include'), {
      plugins: [await sassPlugin({ include: { and: [/\.scss$/, /[\\/]src[\\/]/] }, exclude: /[\\/]skip[\\/]/ })],
      output,
    }),
    // The page's sassLoaderOptions function sample: warnRuleAsWarning false.
    buildProject(makeProject({ 'src/index.js': "import './a.scss';\n", 'src/a.scss': "@warn 'careful';\n.a { color: red; }\n" }, 'sass-warn'), {
      plugins: [await sassPlugin({ sassLoaderOptions: (options) => { options.warnRuleAsWarning = false; } })],
      output: { ...output, sourceMap: { css: true } },
    }),
    // api "legacy" with a silenceDeprecations list of your own.
    buildProject(makeProject({ 'src/index.js': "import './a.scss';\n", 'src/a.scss': '.a { color: red; }\n' }, 'sass-legacy-own'), {
      plugins: [await sassPlugin({ sassLoaderOptions: { api: 'legacy', sassOptions: { silenceDeprecations: ['import'] } } })],
      output,
    }),
    // include: /src/ alone also matches the JavaScript files under src.
    buildProject(makeProject({ 'src/index.js': "import './a.scss';\n", 'src/a.scss': '.a { color: red; }\n' }, 'sass-src-include'), { plugins: [await sassPlugin({ include: /src/ })], output }),
    // additionalData as a function: prepended for a.scss only; for b.scss it returns a text without the file's content.
    buildProject(makeProject({ 'src/index.js': "import './a.scss';\nimport './b.scss';\n", 'src/a.scss': '.a { color: $brand; }\n', 'src/b.scss': '.b { color: blue; }\n' }, 'sass-additional-fn'), {
      plugins: [await sassPlugin({ sassLoaderOptions: { additionalData: (content, loaderContext) => (loaderContext.resourcePath.endsWith('a.scss') ? `$brand: #abc123;\n${content}` : '$brand: #abc123;') } })],
      output,
    }),
    buildProject(nodeTargetDir, { plugins: [await sassPlugin()], output: { ...output, target: 'node' } }),
    // A project with a PostCSS config: its plugin copies every color declaration into a custom property.
    buildProject(makeProject({
      'src/index.js': "import './a.scss';\n",
      'src/a.scss': '$c: #abcdef;\n.a { color: $c; }\n',
      'postcss.config.cjs': "module.exports = { plugins: [{ postcssPlugin: 'mark', Declaration: { color: (decl) => { decl.cloneAfter({ prop: '--seen-by-postcss', value: decl.value }); } } }] };\n",
    }, 'sass-postcss'), { plugins: [await sassPlugin()], output }),
  ]).finally(() => (process.stderr.write = writeStderr));
});

describe('Sass plugin › Options', () => {
  test('the documented types are the plugin\'s own (checked by tsc)', () => {
    assert.deepEqual([documentedTypeMatches, documentedConfigMatches, documentedOptionsMatch], [true, true, true]);
  });
});

describe('Sass plugin › Install', () => {
  test('1.5.3 declares @rsbuild/core ^1.3.0 || ^2.0.0-0 as an optional peer dependency', () => {
    const manifest = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/plugin-sass/package.json'), 'utf8'));
    assert.equal(manifest.version, '1.5.3');
    assert.deepEqual(manifest.peerDependencies, { '@rsbuild/core': '^1.3.0 || ^2.0.0-0' });
    assert.deepEqual(manifest.peerDependenciesMeta, { '@rsbuild/core': { optional: true } });
  });

  test('1.5.3 depends on sass-embedded ^1.100.0; the warnings on this page come from sass-embedded 1.105.0', () => {
    const manifest = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/plugin-sass/package.json'), 'utf8'));
    assert.equal(manifest.dependencies['sass-embedded'], '^1.100.0');
    // The 'latest' tag was 2.0.1 (peer @rsbuild/core ^2.0.0, optional) on 2026-12-05 (npm view).
    // sass-embedded 1.108.2, the registry's latest that day, installed by hand in a scratch folder,
    // printed the same [import], [global-builtin] and [legacy-js-api] messages word for word.
    const installed = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/plugin-sass/node_modules/sass-embedded/package.json'), 'utf8'));
    assert.equal(installed.version, '1.105.0');
  });
});

describe('Sass plugin › Install (Node.js)', () => {
  test('sass-embedded 1.105.0 declares Node.js >=20.19.0 in engines; @rsbuild/core 1.7.6 declares >=18.12.0', () => {
    // npm view sass-embedded@1.108.2 engines gave { node: '>=20.19.0' } too on 2026-12-06.
    const embedded = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/plugin-sass/node_modules/sass-embedded/package.json'), 'utf8'));
    assert.equal(embedded.version, '1.105.0');
    assert.deepEqual(embedded.engines, { node: '>=20.19.0' });
    const core = JSON.parse(readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/package.json'), 'utf8'));
    assert.equal(core.version, '1.7.6');
    assert.deepEqual(core.engines, { node: '>=18.12.0' });
  });
});

describe('Sass plugin › Register the plugin', () => {
  test('*.module.scss and *.module.sass export class names; ?inline gives the compiled CSS; ?raw gives the source as written', () => {
    const { styles, panel, printCss, printSource } = results.defaults.logged;
    assert.deepEqual(Object.keys(styles), ['card']);
    assert.match(styles.card, /card/);
    assert.deepEqual(Object.keys(panel), ['panel']);
    assert.match(results.defaults.css, new RegExp(`\\.${panel.panel} \\{\\n  padding: 4px;\\n\\}`));
    assert.equal(printCss, '.print {\n  margin: 3px;\n}\n');
    assert.equal(printSource, files['src/print.scss']);
    assert.doesNotMatch(results.defaults.css, /\.print/);
  });
});

describe('Sass plugin › Register the plugin › TypeScript declarations', () => {
  test('@rsbuild/core/types declares the page\'s imports: *.scss, *.module.scss class names, ?inline and ?raw as strings', () => {
    const source = [
      "import './styles/global.scss';",
      "import styles from './Card.module.scss';",
      "import printStyles from './print.scss?inline';",
      "import printSource from './print.scss?raw';",
      'export const texts: string[] = [styles.card, printStyles, printSource];',
      '',
    ].join('\n');
    const options: ts.CompilerOptions = { strict: true, noEmit: true, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, target: ts.ScriptTarget.ES2022, types: [], skipLibCheck: true };
    const diagnostics = (withTypes: boolean) => {
      const cwd = makeProject({ 'src/index.ts': `${withTypes ? '/// <reference types="@rsbuild/core/types" />\n' : ''}${source}` }, 'sass-types');
      const program = createTypeProgram(ts, { rootNames: [path.join(cwd, 'src/index.ts')], options });
      return ts.getPreEmitDiagnostics(program).map((diagnostic) => `TS${diagnostic.code}`);
    };
    assert.deepEqual(diagnostics(true), []);
    // Without the declarations, the three imports that take a value cannot be found.
    assert.deepEqual(diagnostics(false), ['TS2307', 'TS2307', 'TS2307']);
  });
});

describe('Sass plugin › Register the plugin › output.injectStyles', () => {
  test('with output.injectStyles the sass rule ends in style-loader instead of CSS extraction', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: makeProject({ 'src/index.js': '' }, 'sass-inject'), rsbuildConfig: { plugins: [await sassPlugin()], output: { injectStyles: true }, logLevel: 'silent' } });
    const [rspack] = await rsbuild.initConfigs();
    const sassRule = (rspack.module!.rules as any[]).find((rule) => rule.use?.some((use: any) => String(use.loader).includes('sass-loader')));
    const loaders = sassRule.use.map((use: any) => String(use.loader).match(/(style-loader|cssExtractLoader|css-loader|lightningcss-loader|resolve-url-loader|sass-loader)/)?.[1]);
    assert.deepEqual(loaders, ['style-loader', 'css-loader', 'lightningcss-loader', 'resolve-url-loader', 'sass-loader']);
  });
});

describe('Sass plugin › node and web-worker targets', () => {
  test('only css-loader and Rsbuild\'s ignoreCssLoader follow sass-loader and resolve-url-loader (no Lightning CSS, no extraction), exporting only the class names', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({
      cwd: makeProject({ 'src/index.js': '' }, 'sass-targets'),
      rsbuildConfig: { plugins: [await sassPlugin()], environments: { node: { output: { target: 'node' } }, worker: { output: { target: 'web-worker' } } }, logLevel: 'silent' },
    });
    for (const rspack of await rsbuild.initConfigs()) {
      const sassRule = (rspack.module!.rules as any[]).find((rule) => String(rule.test) === String.raw`/\.s(?:a|c)ss$/`);
      const loaders = sassRule.use.map((use: any) => String(use.loader).match(/(style-loader|cssExtractLoader|ignoreCssLoader|css-loader|lightningcss-loader|resolve-url-loader|sass-loader)/)?.[1]);
      // Rsbuild's ignoreCssLoader drops the CSS text that css-loader leaves.
      assert.deepEqual(loaders, ['ignoreCssLoader', 'css-loader', 'resolve-url-loader', 'sass-loader'], rspack.name);
      assert.equal(sassRule.use[1].options.modules.exportOnlyLocals, true, rspack.name);
      // The ?inline rule keeps Lightning CSS for these targets.
      const inline = (rspack.module!.rules as any[]).find((rule) => String(rule.test) === String.raw`/\.s(?:a|c)ss$/` && String(rule.resourceQuery) === String.raw`/[?&]inline(?:&|=|$)/`);
      assert.deepEqual(inline.use.map((use: any) => String(use.loader).match(/(lightningcss-loader|css-loader|resolve-url-loader|sass-loader)/)?.[1]), ['css-loader', 'lightningcss-loader', 'resolve-url-loader', 'sass-loader'], rspack.name);
    }
  });

  test('the page names ?inline as the exception, in both languages', () => {
    assert.ok(pageText('plugins/list/plugin-sass', 'en').includes('A `?inline` import is the exception: its rule keeps Lightning CSS for these targets too.'));
    assert.ok(pageText('plugins/list/plugin-sass', 'zh').includes('`?inline` 引入是个例外：对这两种目标，它的规则依然保留 Lightning CSS。'));
  });
});

describe('Sass plugin › node and web-worker targets (a node build)', () => {
  test('no .css file is written, a *.module.scss import still returns its class names, and the CSS text is dropped', () => {
    const result = samples.nodeTarget;
    assert.deepEqual(result.errors, []);
    const files = listFiles(result.dist);
    assert.deepEqual(files.filter((file) => file.endsWith('.css')), []);
    assert.ok(files.includes('index.js'), files.join(', '));
    const logged = JSON.parse(execFileSync(process.execPath, [path.join(result.dist, 'index.js')], { encoding: 'utf8' }));
    assert.deepEqual(Object.keys(logged), ['card']);
    assert.match(logged.card, /card/);
    const js = readText(result.dist, 'index.js');
    assert.doesNotMatch(js, /padding: 2px|color: red/);
  });
});

describe('Sass plugin › How files are compiled', () => {
  test('with @rsbuild/core 1.x the plugin adds three rules: sass, sass-raw and sass-inline', () => {
    assert.deepEqual(results.defaults.ruleIds?.filter((id) => id.startsWith('sass')), ['sass', 'sass-raw', 'sass-inline']);
  });

  test('sass-loader, then resolve-url-loader, then the CSS loaders', () => {
    assert.deepEqual(results.defaults.rules, ['cssExtractLoader', 'css-loader', 'lightningcss-loader', 'resolve-url-loader', 'sass-loader']);
  });

  test('with a PostCSS config, postcss-loader comes between resolve-url-loader and Lightning CSS, and its plugins run on the compiled Sass', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: path.dirname(samples.postcss.dist), rsbuildConfig: { plugins: [await sassPlugin()], logLevel: 'silent' } });
    const [rspack] = await rsbuild.initConfigs();
    const sassRule = (rspack.module!.rules as any[]).find((rule) => String(rule.test) === String.raw`/\.s(?:a|c)ss$/` && rule.use);
    const loaders = sassRule.use.map((use: any) => String(use.loader).match(/(sass-loader|resolve-url-loader|postcss-loader|lightningcss-loader|css-loader|cssExtractLoader)/)?.[1]).filter(Boolean);
    assert.deepEqual(loaders, ['cssExtractLoader', 'css-loader', 'lightningcss-loader', 'postcss-loader', 'resolve-url-loader', 'sass-loader']);
    assert.match(cssOf(samples.postcss), /\.a\s*\{\s*color: #abcdef;\s*--seen-by-postcss: #abcdef;?\s*\}/);
  });

  test('the page names PostCSS among the CSS loaders that follow resolve-url-loader, in both languages', () => {
    assert.match(pageText('plugins/list/plugin-sass', 'en'), /for `\.css` files: PostCSS when the project has PostCSS plugins/);
    assert.match(pageText('plugins/list/plugin-sass', 'zh'), /会使用的 loader：如果项目用到了 PostCSS 插件/);
  });

  test('.scss and indented .sass are both compiled; a relative @use finds the partial', () => {
    assert.match(results.defaults.css, /\.title \{\n  color: #639;\n  border-color: teal;\n\}/);
    assert.match(results.defaults.css, /\.note \{\n  margin: 1px;\n\}/);
  });

  test('a bare @use is looked up in node_modules, and a local partial wins over a package of the same name', () => {
    assert.deepEqual(samples.packages.errors, []);
    assert.match(cssOf(samples.packages), /\.a \{\n  width: 8px;\n  color: local;\n\}/);
  });

  test('rsbuild inspect writes the Rspack config with the sass rule to dist/.rsbuild', async () => {
    const { code, files: written, config } = await inspected;
    assert.equal(code, 0);
    assert.deepEqual(written, ['rsbuild.config.mjs', 'rspack.config.web.mjs']);
    assert.match(config, /sass-loader/);
    assert.match(config, /resolve-url-loader/);
    // Without --mode, inspect writes the development config.
    assert.match(config, /\n {2}mode: 'development',\n/);
  });

  test('rsbuild inspect writes the production config when NODE_ENV=production comes from the shell or from a .env file, or when the config file sets mode: "production"', async () => {
    const { shell, dotenv, configMode } = await inspectedByNodeEnv;
    for (const result of [shell, dotenv, configMode]) {
      assert.equal(result.code, 0, result.output);
      assert.match(result.config, /\n {2}mode: 'production',\n/);
      assert.match(result.config, /sass-loader/);
    }
  });

  test('rsbuild inspect --mode production after a run without --mode: rspack.config.web.mjs keeps the development config, the production one goes to rspack.config.web.<timestamp>.mjs, whose path is printed', async () => {
    const { production } = await inspected;
    assert.equal(production.code, 0, production.output);
    assert.match(String(production.printed), /[\\/]dist[\\/]\.rsbuild[\\/]rspack\.config\.web\.\d+\.mjs$/);
    assert.deepEqual(production.files, ['rsbuild.config.mjs', `rspack.config.web.${String(production.printed).match(/\.(\d+)\.mjs$/)?.[1]}.mjs`, 'rspack.config.web.mjs'].sort());
    assert.match(production.config, /\n {2}mode: 'production',\n/);
    assert.match(production.config, /sass-loader/);
    assert.match(production.first, /\n {2}mode: 'development',\n/);
  });
});

describe('Sass plugin › Options › sassLoaderOptions', () => {
  test('defaults: api "modern-compiler", sass-embedded, sourceMap true, quietDeps and silenceDeprecations ["import"]', () => {
    const options = results.defaults.loaderOptions;
    assert.deepEqual(Object.keys(options).sort(), ['additionalData', 'api', 'implementation', 'sassOptions', 'sourceMap']);
    assert.equal(options.api, 'modern-compiler');
    assert.equal(options.sourceMap, true);
    assert.match(options.implementation, /[\\/]sass-embedded[\\/]dist[\\/]lib[\\/]index\.js$/);
    assert.deepEqual(options.sassOptions, { quietDeps: true, silenceDeprecations: ['import'] });
    // 'import' is added after your options are merged, so a sassLoaderOptions function does not see it.
    assert.deepEqual(results.defaults.seenByFunction, { quietDeps: true });
  });

  test('quietDeps: a deprecation in a package partial is silent, the same one in a local partial warns', () => {
    const deprecations = samples.packages.warnings.filter((warning) => /Global built-in functions are deprecated/.test(warning));
    assert.equal(deprecations.length, 1, samples.packages.warnings.join('\n'));
    assert.match(deprecations[0], /src\/_theme\.scss/);
    assert.doesNotMatch(deprecations[0], /node_modules\/kit/);
  });

  test('@import prints no warning by default; @warn becomes a build warning', () => {
    assert.match(results.defaults.css, /\.old \{/);
    assert.doesNotMatch(results.defaults.warnings, /@import rules are deprecated/);
    assert.match(results.defaults.warnings, /careful/);
  });

  test('a .css.map is only written when output.sourceMap.css is on', () => {
    assert.deepEqual(results.defaults.files?.filter((file) => file.endsWith('.css.map')), []);
    assert.deepEqual(listFiles(samples.warn.dist).filter((file) => file.endsWith('.css.map')), ['static/css/index.css.map']);
  });

  test('with rewriteUrls: false, sourceMap follows output.sourceMap.css (false by default)', async () => {
    assert.equal(results.noRewrite.loaderOptions.sourceMap, false);
    assert.equal((await loaderOptionsFor({ rewriteUrls: false }, { output: { sourceMap: { css: true } } })).sourceMap, true);
  });

  test('output.sourceMap: true (a boolean) also turns sourceMap on with rewriteUrls: false and writes a .css.map', async () => {
    assert.equal((await loaderOptionsFor({ rewriteUrls: false }, { output: { sourceMap: true } })).sourceMap, true);
    const result = await buildProject(makeProject({ 'src/index.js': "import './a.scss';\n", 'src/a.scss': '.a { color: red; }\n' }, 'sass-sourcemap-true'), {
      plugins: [await sassPlugin()],
      output: { ...output, sourceMap: true },
    });
    assert.deepEqual(result.errors, []);
    assert.deepEqual(listFiles(result.dist).filter((file) => file.endsWith('.css.map')), ['static/css/index.css.map']);
  });

  test('an object: top-level keys replace, sassOptions merges deeply (loadPaths keeps quietDeps)', async () => {
    const options = await loaderOptionsFor({ sassLoaderOptions: { sourceMap: false, sassOptions: { loadPaths: ['/styles'], silenceDeprecations: ['import', 'global-builtin'] } } });
    assert.equal(options.sourceMap, false);
    assert.equal(options.api, 'modern-compiler');
    assert.deepEqual(options.sassOptions, { quietDeps: true, loadPaths: ['/styles'], silenceDeprecations: ['import', 'global-builtin'] });
  });

  test('a function that returns an object replaces the options; an array is applied in order', async () => {
    const replaced = await loaderOptionsFor({ sassLoaderOptions: () => ({ api: 'modern', sourceMap: false }) });
    assert.deepEqual(replaced, { api: 'modern', sourceMap: false, sassOptions: { silenceDeprecations: ['import'] } });
    const chained = await loaderOptionsFor({ sassLoaderOptions: [{ webpackImporter: false }, (options) => { options.additionalData = String(options.webpackImporter); }] });
    assert.equal(chained.webpackImporter, false);
    assert.equal(chained.additionalData, 'false');
  });

  test('addExcludes, the second argument of a function, is @deprecated in the types and still fills the rule\'s exclude, as exclude does', async () => {
    const types = readFileSync(path.join(rsbuildV1Dir, 'node_modules/@rsbuild/plugin-sass/dist/types.d.ts'), 'utf8');
    assert.match(types, /@deprecated\n\s*\* use `exclude` option instead\.\n\s*\*\/ addExcludes:/);
    const { createRsbuild } = await rsbuildCore();
    const excludes: string[] = [];
    for (const options of [{ sassLoaderOptions: (_options: SassLoaderOptions, { addExcludes }: { addExcludes: (items: RegExp) => void }) => void addExcludes(/skip/) }, { exclude: /skip/ }]) {
      const rsbuild = await createRsbuild({ cwd: makeProject({ 'src/index.js': '' }, 'sass-add-excludes'), rsbuildConfig: { plugins: [await sassPlugin(options)], logLevel: 'silent' } });
      const [rspack] = await rsbuild.initConfigs();
      const sassRule = (rspack.module!.rules as any[]).find((rule) => rule.use?.some((use: any) => String(use.loader).includes('sass-loader')));
      excludes.push(String(sassRule.exclude));
    }
    assert.deepEqual(excludes, ['/skip/', '/skip/']);
  });

  test('your own silenceDeprecations list replaces ["import"]: @import warns again', () => {
    assert.match(JSON.stringify(samples.silence.warnings), /Sass @import rules are deprecated and will be removed in Dart Sass 3\.0\.0\./);
  });

  test('warnRuleAsWarning = false in a function keeps @warn out of the build warnings', () => {
    assert.deepEqual(samples.warn.errors, []);
    assert.deepEqual(samples.warn.warnings, []);
  });

  test('additionalData with an alias shares variables with .scss and .sass files', () => {
    assert.deepEqual(samples.additionalData.errors, []);
    const css = cssOf(samples.additionalData);
    assert.match(css, /\.a \{\n  color: #abcdef;\n\}/);
    assert.match(css, /\.b \{\n  color: #abcdef;\n\}/);
  });

  test('the page\'s additionalData and loadPaths samples, as written in rsbuild.config.ts (with __dirname) of an ES module project, build from the config file', async () => {
    const { additional, loadPaths } = await samplesBuilt;
    assert.deepEqual(additional.errors, []);
    assert.match(cssOf(additional), /\.a \{\n  color: #fedcba;\n\}/);
    assert.deepEqual(loadPaths.errors, []);
    assert.match(cssOf(loadPaths), /\.a \{\n  color: #0a0b0c;\n\}/);
  });

  test('additionalData as a function: checked against loaderContext.resourcePath, its return value is the whole file content', () => {
    const result = samples.additionalFn;
    assert.deepEqual(result.errors, []);
    const css = cssOf(result);
    assert.match(css, /\.a \{\n  color: #abc123;\n\}/);
    // b.scss got a return value without its own content: none of its rules is left.
    assert.doesNotMatch(css, /\.b/);
  });

  test('api "legacy": includePaths works, and legacy-js-api is silenced with import', async () => {
    assert.deepEqual(samples.legacy.errors, []);
    assert.deepEqual(samples.legacy.warnings, []);
    assert.match(cssOf(samples.legacy), /\.a \{\n  color: #123456;\n\}/);
    assert.deepEqual((await loaderOptionsFor({ sassLoaderOptions: { api: 'legacy' } })).sassOptions.silenceDeprecations, ['import', 'legacy-js-api']);
  });

  test('the legacy sample as written: its relative includePaths works when rsbuild build runs in the project folder, and fails from a parent folder with --root', async () => {
    const { inFolder, fromParent } = await legacyCli;
    assert.equal(inFolder.code, 0, inFolder.output);
    assert.match(inFolder.css, /\.a\{color:#654321\}/);
    assert.equal(fromParent.code, 1, fromParent.output);
    assert.match(fromParent.output, /\n {2}╰─▶ {3}× Can't find stylesheet to import\.\n/);
  });

  test('api "legacy" with your own silenceDeprecations: neither import nor legacy-js-api is added, and the legacy API warns', async () => {
    assert.deepEqual(samples.legacyOwn.errors, []);
    // Printed by the build with its own list; the legacy sample above keeps legacy-js-api in the default list.
    assert.equal(stderrText.match(/Deprecation \[legacy-js-api\]: The legacy JS API is deprecated and will be removed in Dart Sass 2\.0\.0\./g)?.length, 1, stderrText);
    const options = await loaderOptionsFor({ sassLoaderOptions: { api: 'legacy', sassOptions: { silenceDeprecations: ['import'] } } });
    assert.deepEqual(options.sassOptions.silenceDeprecations, ['import']);
    const own = await loaderOptionsFor({ sassLoaderOptions: { api: 'legacy', sassOptions: { silenceDeprecations: ['global-builtin'] } } });
    assert.deepEqual(own.sassOptions.silenceDeprecations, ['global-builtin']);
  });
});

describe('Sass plugin › Options › include and exclude', () => {
  test('include replaces the default: with { and: [/\\.scss$/, src] } a .sass file is not compiled', () => {
    // A failed build writes no CSS: a.scss is compiled when no error is about it.
    assert.equal(samples.include.errors.filter((error) => /color: red/.test(error)).length, 0, samples.include.errors.join('\n'));
    assert.ok(samples.include.errors.some((error) => /Module parse failed/.test(error) && /color: blue/.test(error)), samples.include.errors.join('\n'));
  });

  test('an excluded .scss file with no rule of its own fails with Module parse failed', () => {
    assert.ok(samples.include.errors.some((error) => /Module parse failed/.test(error) && /\$c: 1;/.test(error)), samples.include.errors.join('\n'));
  });

  test('rsbuild build with an excluded .scss file: "Module parse failed:", a JavaScript parse error, and a help: that names @rsbuild/plugin-sass', async () => {
    const { code, output: printed } = await excludedCli;
    assert.equal(code, 1, printed);
    assert.match(printed, /\n {2}× Module parse failed:\n {2}╰─▶ {3}× JavaScript parse error: Expression expected\n/);
    assert.match(printed, /\n {2}help: *\n +To enable support for Sass, use "@rsbuild\/plugin-sass" \(https:\/\/npmjs\.com\/package\/@rsbuild\/plugin-sass\)\.\n/);
    assert.doesNotMatch(printed, /You may need an appropriate loader/);
  });

  test('include: /src/ alone also sends the JavaScript files under src to sass-loader, which fails on them', () => {
    const result = samples.srcInclude;
    assert.ok(
      result.errors.some((error) => /Module build failed \(from [^\n]*sass-loader[\\/]index\.js\):/.test(error) && /expected "\{"\./.test(error) && /src\/index\.js 1:\d+ +root stylesheet/.test(error)),
      result.errors.join('\n'),
    );
  });

  test('the exclude sample: theme sources are imported as plain text', () => {
    assert.deepEqual(samples.exclude.errors, []);
    const js = readText(samples.exclude.dist, 'static/js/index.js');
    assert.match(js, /\$bg: black;/);
    assert.match(cssOf(samples.exclude), /\.a \{\n  color: red;\n\}/);
  });
});

describe('Sass plugin › Options › rewriteUrls', () => {
  test('by default a url() in a partial resolves from the partial\'s folder', () => {
    assert.match(results.defaults.css, /\.hero \{\n  background: url\(data:image\/png;base64,/);
  });

  test('a url() without a leading dot is not rewritten: it resolves from the folder of the file that loads the partial', () => {
    // The partial is src/styles/_nodot.scss, loaded from src/nodot/entry.scss; the only image
    // is src/nodot/img/bg.png, so the build finds it in the loading file's folder.
    assert.match(results.defaults.css, /\.nd \{\n  background: url\(data:image\/png;base64,/);
  });

  test('rewriteUrls: false makes the same path fail with two errors, Module not found: Can\'t resolve \'./img/bg.png\' in the imported stylesheet\'s folder and cssExtractLoader\'s repeat, and drops resolve-url-loader', () => {
    const messages = (JSON.parse(results.noRewrite.error) as { message: string }[]).map((error) => error.message.replace(/\x1b\[[0-9;]*m/g, ''));
    const notFound = `Module not found: Can't resolve './img/bg.png' in '${path.join(results.noRewrite.cwd, 'src')}'`;
    assert.equal(messages.length, 2, messages.join('\n'));
    assert.ok(messages[0].includes(`× ${notFound}\n`), messages[0]);
    assert.match(messages[1], /× Module build failed \(from [^\n]*[\\/]cssExtractLoader\.js\):\n/);
    assert.ok(messages[1].includes(`× Error: ${notFound}\n`), messages[1]);
    assert.equal(results.noRewrite.rules?.includes('resolve-url-loader'), false);
  });
});

describe('Sass plugin › Options › rewriteUrls (a partial loaded by another partial)', () => {
  test('rewriteUrls: false: a url() in a partial that another partial loads resolves from the imported stylesheet\'s folder, not from the loading partial\'s', async () => {
    // a.scss -> parts/_mid.scss -> deep/_leaf.scss; the image sits in parts/img, beside the loading partial.
    const cwd = makeProject({ 'src/index.js': "import './a.scss';\n", 'src/a.scss': "@use 'parts/mid';\n", 'src/parts/_mid.scss': "@use '../deep/leaf';\n", 'src/deep/_leaf.scss': ".l { background: url('./img/x.png'); }\n", 'src/parts/img/x.png': '' }, 'sass-nested-partial');
    writeFileSync(path.join(cwd, 'src/parts/img/x.png'), png);
    const result = await buildProject(cwd, { plugins: [await sassPlugin({ rewriteUrls: false })], output, mode: 'production' });
    const text = result.errors.join('\n');
    assert.ok(text.includes(`Module not found: Can't resolve './img/x.png' in '${path.join(cwd, 'src')}'`), text);
    assert.ok(!text.includes(path.join(cwd, 'src/parts')), text);
  });

  test('the page no longer says the path resolves from the folder of the file that uses the partial', () => {
    for (const lang of ['en', 'zh'] as const) {
      const text = pageText('plugins/list/plugin-sass', lang);
      assert.ok(!text.includes('resolved from the folder of the file that uses the partial') && !text.includes('相对于使用该局部文件的那个文件所在目录解析'), lang);
      assert.ok(text.includes("would therefore be resolved from the folder of that imported stylesheet, not from the partial's folder, and not from the folder of another partial that loads it.") || text.includes('会相对于这个被引入的样式文件所在目录解析，既不是局部文件自身的目录，也不是加载它的另一个局部文件的目录。'), lang);
      assert.ok(text.includes("or your config file sets `mode: 'production'`.") || text.includes("或者在配置文件中设置了 `mode: 'production'`，否则输出的是开发模式下的配置。"), lang);
    }
  });
});

describe('Sass plugin › Options › rewriteUrls (paths left alone)', () => {
  test('an alias and an absolute URL in a partial are left as written: the alias resolves through resolve.alias, the URL stays', async () => {
    const cwd = makeProject({ 'src/index.js': "import './a.scss';\n", 'src/a.scss': "@use 'styles/partials/p';\n", 'src/styles/partials/_p.scss': ".al { background: url('@assets/bg.png'); }\n.h { background: url('https://example.com/x.png'); }\n", 'src/assets/bg.png': '' }, 'sass-url-alias');
    writeFileSync(path.join(cwd, 'src/assets/bg.png'), png);
    const result = await buildProject(cwd, { resolve: { alias: { '@assets': path.join(cwd, 'src/assets') } }, plugins: [await sassPlugin()], output });
    assert.deepEqual(result.errors, []);
    const css = cssOf(result);
    assert.match(css, /\.al \{\n  background: url\(data:image\/png;base64,/);
    assert.match(css, /\.h \{\n  background: url\("https:\/\/example\.com\/x\.png"\);\n\}/);
  });
});

describe('Sass plugin › Common problems', () => {
  test('a second pluginSass() does not give a working rule: its .sass file fails to parse', () => {
    assert.equal(samples.twice.errors.filter((error) => /color: red/.test(error)).length, 0, samples.twice.errors.join('\n'));
    assert.ok(samples.twice.errors.some((error) => /Module parse failed/.test(error) && /color: blue/.test(error)), samples.twice.errors.join('\n'));
  });
});

describe('Sass plugin › Options › sassLoaderOptions › Share variables with additionalData', () => {
  test('a partial loaded through @use does not receive additionalData: its $brand is an Undefined variable', async () => {
    const cwd = makeProject({ 'src/index.js': "import './a.scss';\n", 'src/a.scss': "@use 'tokens-user';\n.a { color: $brand; }\n", 'src/_tokens-user.scss': '.p { color: $brand; }\n' }, 'sass-additional-partial');
    const result = await buildProject(cwd, { plugins: [await sassPlugin({ sassLoaderOptions: { additionalData: '$brand: red;' } })], output });
    const text = result.errors.join('\n').replace(/\x1b\[[0-9;]*m/g, '');
    assert.match(text, /× Undefined variable\./);
    assert.match(text, /src\/_tokens-user\.scss 1:13 +@use/);
  });
});

describe('Sass plugin › Common problems › An image in a partial cannot be resolved', () => {
  test('url(\'img/bg.png\') without a leading dot is not rewritten: with the image next to the partial only, Can\'t resolve \'img/bg.png\' in the imported stylesheet\'s folder', async () => {
    const cwd = makeProject({ 'src/index.js': "import './entry/a.scss';\n", 'src/entry/a.scss': "@use '../styles/nd';\n", 'src/styles/_nd.scss': ".nd { background: url('img/bg.png'); }\n", 'src/styles/img/bg.png': '' }, 'sass-nodot-missing');
    writeFileSync(path.join(cwd, 'src/styles/img/bg.png'), png);
    const result = await buildProject(cwd, { plugins: [await sassPlugin()], output });
    const text = result.errors.join('\n').replace(/\x1b\[[0-9;]*m/g, '');
    assert.ok(text.includes(`Module not found: Can't resolve 'img/bg.png' in '${path.join(cwd, 'src/entry')}'`), text);
  });
});

describe('Sass plugin › page samples', () => {
  test("the page's eight rsbuild.config.ts samples type-check as written, in both languages", () => {
    // Two samples use path and __dirname: Node.js types.
    assertPageSamplesTypeCheck(ts, 'plugins/list/plugin-sass', 8, { moreOptions: () => ({ types: ['node'] }) });
  });
});

describe('Sass plugin › Options › sassLoaderOptions (sourceMap and implementation)', () => {
  const sassOutput = { minify: false, filenameHash: false } as const;
  // a.scss has no url(); b.scss has a relative url() to an image beside it.
  const urlFiles = { 'src/index.js': "import './a.scss';\nimport './b.scss';\n", 'src/a.scss': '$c: red;\n.a { color: $c; }\n', 'src/b.scss': ".b { background: url('./img/bg.png'); }\n", 'src/img/bg.png': '' };
  const withImage = (name: string) => {
    const cwd = makeProject(urlFiles, name);
    writeFileSync(path.join(cwd, 'src/img/bg.png'), png);
    return cwd;
  };
  let noSourceMap: BuildResult;
  let noRewrite: BuildResult;
  let pureSass: BuildResult;
  before(async () => {
    const { createRequire } = await import('node:module');
    // The pure-JavaScript sass package (1.105.0 here; 1.108.2, the registry's latest on 2026-12-06,
    // installed by hand in a scratch folder, built the same CSS).
    const sassPath = createRequire(path.join(rsbuildV1Dir, 'package.json')).resolve('sass');
    assert.equal(JSON.parse(readFileSync(path.join(path.dirname(sassPath), 'package.json'), 'utf8')).version, '1.105.0');
    [noSourceMap, noRewrite, pureSass] = await Promise.all([
      buildProject(withImage('sass-sourcemap-false'), { plugins: [await sassPlugin({ sassLoaderOptions: { sourceMap: false } })], output: sassOutput }),
      buildProject(withImage('sass-sourcemap-no-rewrite'), { plugins: [await sassPlugin({ rewriteUrls: false })], output: sassOutput }),
      buildProject(makeProject({ 'src/index.js': "import './a.scss';\n", 'src/a.scss': "@use 'tokens';\n.a { color: tokens.$c; }\n", 'src/_tokens.scss': '$c: #0b0c0d;\n' }, 'sass-pure-js'), {
        plugins: [await sassPlugin({ sassLoaderOptions: { implementation: sassPath } })],
        output: sassOutput,
      }),
    ]);
  });

  test('sourceMap: false with rewriteUrls on: every Sass file warns "resolve-url-loader: webpack misconfiguration", and the file with a relative url() fails with "resolve-url-loader: error processing CSS"', () => {
    const warnings = noSourceMap.warnings.map((warning) => warning.replace(/\x1b\[[0-9;]*m/g, ''));
    assert.equal(warnings.filter((warning) => /resolve-url-loader: webpack misconfiguration\n.*webpack or the upstream loader did not supply a source-map/.test(warning)).length, 2, warnings.join('\n'));
    const errors = noSourceMap.errors.join('\n').replace(/\x1b\[[0-9;]*m/g, '');
    assert.match(errors, /× Error: resolve-url-loader: error processing CSS\n.*a valid source-map is not present/);
    assert.match(errors, /src\/b\.scss:\d+:\d+/);
    assert.doesNotMatch(errors, /src\/a\.scss/);
  });

  test('rewriteUrls: false instead: sourceMap follows output.sourceMap (off), no warning, and the same files build', () => {
    assert.deepEqual(noRewrite.errors, []);
    assert.deepEqual(noRewrite.warnings, []);
    assert.deepEqual(listFiles(noRewrite.dist).filter((file) => file.endsWith('.css.map')), []);
    assert.match(cssOf(noRewrite), /\.b \{\n  background: url\(data:image\/png;base64,/);
  });

  test('implementation: the pure-JavaScript sass package compiles the files', () => {
    assert.deepEqual(pureSass.errors, []);
    assert.deepEqual(pureSass.warnings, []);
    assert.match(cssOf(pureSass), /\.a \{\n  color: #0b0c0d;\n\}/);
  });
});
