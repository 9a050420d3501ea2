// guide/start/features: the defaults the page names (port, host, targets, source maps, splitting,
// PostCSS), CSS and env behaviour of a build, and the debugging switches.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import vm from 'node:vm';
import { buildProject, listFiles, makeProject, outputFile, readText, rsbuildCore, runCli, type BuildResult, type CliResult, withoutInstalledPackages } from './harness';
import { probeTypeCheck, type TypeCheckProbe } from './type-check-probe';

const configDir = makeProject({ 'src/index.js': "console.log('config');\n" }, 'features-config');
const appDir = makeProject(
  {
    'src/card.module.css': '.card-title { color: red; }\n',
    'src/plain.css': '.plain { color: blue; }\n',
    'src/small.png': 'x'.repeat(4096),
    'src/large.png': 'x'.repeat(4097),
    'public/robots.txt': 'User-agent: *\n',
    'src/index.js': [
      "import styles from './card.module.css';",
      "import './plain.css';",
      "import inlineCss from './plain.css?inline';",
      "import rawCss from './plain.css?raw';",
      "import small from './small.png';",
      "import large from './large.png';",
      "import smallUrl from './small.png?url';",
      "import largeInline from './large.png?inline';",
      "import smallRaw from './small.png?raw';",
      'const env = import.meta.env;',
      'console.log(JSON.stringify({ cardTitle: styles.cardTitle, inlineCss, rawCss, MODE: env.MODE, DEV: env.DEV, PROD: env.PROD, BASE_URL: env.BASE_URL, ASSET_PREFIX: env.ASSET_PREFIX, small, large, smallUrl, largeInline, smallRaw }));',
      '',
    ].join('\n'),
  },
  'features-app',
);
const jsxDir = makeProject({ 'src/index.jsx': 'const element = <div>hello</div>;\nconsole.log(element);\n' }, 'features-jsx');
const timerConfig = `const pluginBuildTimer = () => ({
  name: 'my-app:build-timer',
  setup(api) {
    let start = 0;
    api.onBeforeBuild(() => { start = Date.now(); });
    api.onAfterBuild(() => { api.logger.info(\`build finished in \${Date.now() - start} ms\`); });
  },
});
export default { plugins: [pluginBuildTimer()] };
`;
const timerDir = makeProject({ 'rsbuild.config.mjs': timerConfig, 'src/index.js': "console.log('timer');\n" }, 'features-timer');
const debugDir = makeProject({ 'src/index.js': "console.log('debug');\n" }, 'features-debug');
const doctorDir = withoutInstalledPackages(makeProject({ 'src/index.js': "console.log('doctor');\n" }, 'features-doctor'));

let normalized: { server: { port: number; host: string }; performance: { chunkSplit: { strategy: string } } };
const browserslist: Record<string, string[]> = {};
let devtool: Record<'development' | 'production', unknown>;
let loaders: string;
let app: BuildResult;
let jsx: BuildResult;
let timer: CliResult;
let debug: CliResult;
let doctor: CliResult;
let values: Record<string, unknown>;
let typeCheck: TypeCheckProbe;

before(async () => {
  [app, jsx, timer, debug, doctor] = await Promise.all([
    buildProject(appDir, { output: { sourceMap: { js: 'hidden-source-map' } } }),
    buildProject(jsxDir),
    runCli(timerDir, ['build'], { env: { BUNDLE_ANALYZE: 'true' } }),
    runCli(debugDir, ['build'], { env: { DEBUG: 'rsbuild' } }),
    runCli(doctorDir, ['build'], { env: { RSDOCTOR: 'true' } }),
  ]);
  // Inspected after the builds: creating an instance in development mode sets NODE_ENV for this process.
  const { createRsbuild } = await rsbuildCore();
  const inspectMode = async (mode: 'development' | 'production') => {
    const rsbuild = await createRsbuild({
      cwd: configDir,
      rsbuildConfig: {
        mode,
        logLevel: 'silent',
        environments: { web: {}, node: { output: { target: 'node' } } },
        plugins: [
          {
            name: 'behaviour:browserslist',
            setup(api: import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').RsbuildPluginAPI) {
              api.modifyRspackConfig((_config, { environment }) => {
                browserslist[environment.name] = environment.browserslist;
              });
            },
          },
        ],
      },
    });
    const [web] = await rsbuild.initConfigs();
    return { rsbuild, web };
  };
  const [dev, prod] = await Promise.all([inspectMode('development'), inspectMode('production')]);
  normalized = dev.rsbuild.getNormalizedConfig() as unknown as typeof normalized;
  devtool = { development: dev.web.devtool, production: prod.web.devtool };
  loaders = JSON.stringify(prod.web.module?.rules);

  if (app.errors.length) throw new Error(app.errors.join('\n'));
  const logged: string[] = [];
  vm.runInNewContext(outputFile(app.dist, /^static\/js\/index\.[0-9a-f]{8}\.js$/), { console: { log: (text: string) => logged.push(text) } });
  values = JSON.parse(logged[0]);
  typeCheck = await probeTypeCheck();
});

describe('Features › Languages and transpiling', () => {
  test('@rsbuild/plugin-type-check reports type errors in build (which fails) and in dev', () => {
    assert.equal(typeCheck.build.code, 1, typeCheck.build.output);
    assert.match(typeCheck.build.output, /TS2322: Type 'string' is not assignable to type 'number'\./);
    assert.match(typeCheck.devOutput, /TS2322: Type 'string' is not assignable to type 'number'\./);
  });
  test('without a framework plugin a .jsx file fails to compile', () => {
    assert.ok(jsx.errors.length > 0);
    assert.match(jsx.errors.join('\n'), /src\/index\.jsx/);
  });
  test('import.meta.env MODE, DEV, PROD, BASE_URL and ASSET_PREFIX are defined', () => {
    assert.deepEqual(
      { MODE: values.MODE, DEV: values.DEV, PROD: values.PROD, BASE_URL: values.BASE_URL, ASSET_PREFIX: values.ASSET_PREFIX },
      { MODE: 'production', DEV: false, PROD: true, BASE_URL: '/', ASSET_PREFIX: '' },
    );
  });
});

describe('Features › Styles', () => {
  test('imported CSS is extracted and linked from the HTML', () => {
    assert.match(readText(app.dist, 'index.html'), /<link href="\/static\/css\/index\.[0-9a-f]{8}\.css" rel="stylesheet">/);
  });
  test('*.module.css classes are exported in camelCase with a hashed name', () => {
    assert.equal(typeof values.cardTitle, 'string');
    assert.notEqual(values.cardTitle, 'card-title');
    assert.match(outputFile(app.dist, /^static\/css\/index\.[0-9a-f]{8}\.css$/), new RegExp(`\\.${values.cardTitle}\\{color:red\\}`));
  });
  test('?inline gives the compiled CSS, ?raw the source', () => {
    assert.equal(values.inlineCss, '.plain{color:#00f}');
    assert.equal(values.rawCss, '.plain { color: blue; }\n');
  });
  test('without a PostCSS config, postcss-loader is not in the pipeline', () => {
    assert.doesNotMatch(loaders, /postcss-loader/);
    assert.match(loaders, /builtin:lightningcss-loader/);
  });
});

describe('Features › Static assets', () => {
  test('an image of 4096 bytes is inlined as base64, one of 4097 bytes is emitted to static/image/', () => {
    assert.equal(values.small, `data:image/png;base64,${Buffer.from('x'.repeat(4096)).toString('base64')}`);
    assert.match(String(values.large), /^\/static\/image\/large\.[0-9a-f]{8}\.png$/);
    assert.ok(listFiles(app.dist).some((file) => /^static\/image\/large\.[0-9a-f]{8}\.png$/.test(file)));
  });
  test('?url emits a file, ?inline inlines, ?raw returns the content', () => {
    assert.match(String(values.smallUrl), /^\/static\/image\/small\.[0-9a-f]{8}\.png$/);
    assert.match(String(values.largeInline), /^data:image\/png;base64,/);
    assert.equal(values.smallRaw, 'x'.repeat(4096));
  });
  test('files of public/ are copied to the root of dist as they are', () => {
    assert.equal(readText(app.dist, 'robots.txt'), 'User-agent: *\n');
  });
});

describe('Features › Dev server', () => {
  test('the server defaults to port 3000 on 0.0.0.0', () => {
    assert.equal(normalized.server.port, 3000);
    assert.equal(normalized.server.host, '0.0.0.0');
  });
});

describe('Features › Production builds', () => {
  test("the default splitting strategy is 'split-by-experience'", () => {
    assert.equal(normalized.performance.chunkSplit.strategy, 'split-by-experience');
  });
  test('JS source maps are cheap-module-source-map in development and off in production', () => {
    assert.deepEqual(devtool, { development: 'cheap-module-source-map', production: false });
  });
  test('hidden-source-map writes .map files that the scripts do not reference', () => {
    const js = listFiles(app.dist).filter((file) => file.endsWith('.js'));
    for (const file of js) {
      assert.ok(existsSync(path.join(app.dist, `${file}.map`)), file);
      assert.doesNotMatch(readText(app.dist, file), /sourceMappingURL/);
    }
  });
});

describe('Features › Browser compatibility', () => {
  test('without a browserslist config, web targets chrome >= 87, edge >= 88, firefox >= 78, safari >= 14 and node targets node >= 16', () => {
    assert.deepEqual(browserslist, { web: ['chrome >= 87', 'edge >= 88', 'firefox >= 78', 'safari >= 14'], node: ['node >= 16'] });
  });
});

describe('Features › Plugins', () => {
  test('the build-timer plugin from the page logs after the build', () => {
    assert.equal(timer.code, 0, timer.output);
    assert.match(timer.output, /info\s+build finished in \d+ ms/);
  });
});

describe('Features › Debugging', () => {
  test('BUNDLE_ANALYZE=true writes dist/report-web.html', () => {
    assert.ok(existsSync(path.join(timerDir, 'dist/report-web.html')));
  });
  test('DEBUG=rsbuild prints debug lines and writes the inspect files', () => {
    assert.equal(debug.code, 0, debug.output);
    assert.match(debug.output, /\bdebug\b/);
    assert.ok(existsSync(path.join(debugDir, 'dist/.rsbuild/rspack.config.web.mjs')));
    assert.match(readFileSync(path.join(debugDir, 'dist/.rsbuild/rsbuild.config.mjs'), 'utf8'), /export default/);
  });
  test('RSDOCTOR=true without the package prints a warning that names it', () => {
    assert.match(doctor.output, /@rsdoctor\/rspack-plugin/);
  });
});

// The page's config samples type-check against the 1.x types (tsc covers this file).
type RsbuildConfig = import('../../tools/rsbuild-v1/node_modules/@rsbuild/core').RsbuildConfig;
const pageSamples = [
  { server: { port: 8080, proxy: { '/api': 'http://localhost:4000' } } },
  { output: { sourceMap: { js: process.env.NODE_ENV === 'production' ? 'hidden-source-map' : 'cheap-module-source-map' } } },
  {
    environments: {
      web: { source: { entry: { index: './src/client.tsx' } } },
      node: { source: { entry: { server: './src/server.tsx' } }, output: { target: 'node', distPath: { root: 'dist/server' } } },
    },
  },
  { moduleFederation: { options: { name: 'checkout', exposes: { './CartButton': './src/CartButton.tsx' }, shared: ['react', 'react-dom'] } } },
] satisfies RsbuildConfig[];
void pageSamples;
