// docs/{en,zh}/config/output/target: what @rsbuild/core 1.7.6 writes for 'web', 'node' and
// 'web-worker' (one production build, one environment per target), the Rspack config each target
// gets (initConfigs, no build), how the node bundle runs under "type": "module", and the
// output.module + 'web-worker' error.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { buildProject, freePort, listFiles, makeProject, pageText, readText, repoRoot, rsbuildCore, rsbuildV1Dir, within, writeProjectFiles } from './harness';

const files = {
  'src/index.js': `import './index.css';
import styles from './card.module.css';
window.card = styles.card;
import('./lazy.js').then((m) => m.run());
new Worker(new URL('./app-worker.js', import.meta.url));
`,
  'src/app-worker.js': `postMessage('from the app worker');
`,
  'src/server.ts': `import fs from 'node:fs';
import pc from 'picocolors';
import styles from './card.module.css';
import './index.css';
console.log('server ' + styles.card + ' ' + typeof fs.existsSync + ' ' + typeof pc.red);
export const lazy = () => import('./lazy.js');
`,
  'src/worker.ts': `import pc from 'picocolors';
import('./lazy.js').then((m) => postMessage(m.run() + typeof pc.red));
`,
  'src/ext.js': `import pc from 'picocolors';
console.log(typeof pc.red);
`,
  'src/plain.js': `console.log('server plain');
`,
  'src/lazy.js': `export const run = () => 'lazy';
`,
  'src/index.css': 'body { color: blue; }\n',
  'src/card.module.css': '.card { color: green; }\n',
  'src/card.module.css.d.ts': 'declare const styles: Record<string, string>;\nexport default styles;\n',
  'src/asset-server.js': `import logo from './big.png';
import font from './big.woff2';
import clip from './big.mp4';
console.log(logo, font, clip);
`,
  // Above the 4 KB data URI limit, so each is emitted as a file.
  'src/big.png': 'p'.repeat(6000),
  'src/big.woff2': 'f'.repeat(6000),
  'src/big.mp4': 'm'.repeat(6000),
  '.browserslistrc': 'chrome 100\n',
};

type Rule = { use?: { loader?: string; options?: any }[]; oneOf?: Rule[] };
/** The `env` options of the builtin:swc-loader in an Rspack config (the browserslist SWC compiles for, the polyfill mode). */
function swcEnv(config: { module?: { rules?: unknown[] } }): any {
  const find = (rules: Rule[] = []): any => {
    for (const rule of rules) {
      const swc = rule.use?.find((use) => use.loader === 'builtin:swc-loader');
      if (swc) return swc.options.env;
      const inner = find(rule.oneOf);
      if (inner) return inner;
    }
  };
  return find(config.module?.rules as Rule[]);
}

describe('output.target', () => {
  const dir = makeProject(files, 'target');
  let web: string[];
  let node: string[];
  let worker: string[];

  before(async () => {
    const { errors } = await buildProject(dir, {
      mode: 'production',
      environments: {
        web: { output: { target: 'web', distPath: { root: 'dist/web' } } },
        node: { source: { entry: { index: './src/server.ts' } }, output: { target: 'node', distPath: { root: 'dist/node' } } },
        // output.externals on both: kept for node, dropped for web-worker.
        worker: { source: { entry: { worker: './src/worker.ts' } }, output: { target: 'web-worker', externals: { picocolors: 'picocolors' }, distPath: { root: 'dist/worker' } } },
        nodeExternals: { source: { entry: { ext: './src/ext.js' } }, output: { target: 'node', externals: { picocolors: 'picocolors' }, distPath: { root: 'dist/node-externals' } } },
        nodeAssets: { source: { entry: { index: './src/asset-server.js' } }, output: { target: 'node', distPath: { root: 'dist/node-assets' } } },
        // The way the page gives a service worker a fixed URL.
        serviceWorker: { source: { entry: { worker: './src/worker.ts' } }, output: { target: 'web-worker', filename: { js: '[name].js' }, distPath: { root: 'dist/service-worker', js: '' } } },
      },
    });
    assert.deepEqual(errors, []);
    web = listFiles(path.join(dir, 'dist/web'));
    node = listFiles(path.join(dir, 'dist/node'));
    worker = listFiles(path.join(dir, 'dist/worker'));
  });

  test('web writes HTML, hashed JS under static/js, CSS, and the dynamic import as its own chunk', () => {
    assert.ok(web.includes('index.html'));
    assert.ok(web.some((file) => /^static\/js\/index\.[0-9a-f]{8}\.js$/.test(file)), web.join(', '));
    assert.ok(web.some((file) => /^static\/js\/async\/\d+\.[0-9a-f]{8}\.js$/.test(file)), web.join(', '));
    assert.ok(web.some((file) => /^static\/css\/index\.[0-9a-f]{8}\.css$/.test(file)), web.join(', '));
  });

  test('output.externals has no effect on web-worker (the package is bundled into the worker file) but keeps a package external for node', () => {
    const workerJs = readText(path.join(dir, 'dist/worker'), worker[0]);
    assert.ok(workerJs.includes('createColors'), 'picocolors bundled into the worker');
    assert.ok(!workerJs.includes('"picocolors"'));
    const nodeJs = readText(path.join(dir, 'dist/node-externals'), 'ext.js');
    assert.ok(nodeJs.includes('require("picocolors")'));
    assert.ok(!nodeJs.includes('createColors'));
    assert.ok(pageText('config/output/target', 'en').includes('`output.externals` has no effect on the `web-worker` target'));
    assert.ok(pageText('config/output/target', 'zh').includes('`output.externals` 对 `web-worker` 构建目标不生效'));
  });

  test("without a browserslist config: Rspack target ['web', 'es2017'] and ['webworker', 'es2017'], SWC compiles for chrome >= 87, edge >= 88, firefox >= 78, safari >= 14; a package.json browserslist is read by web but not node; overrideBrowserslist ['node >= 20'] changes node", async () => {
    const { createRsbuild } = await rsbuildCore();
    const targets = async (projectDir: string, environments: Record<string, object>) => {
      const rsbuild = await createRsbuild({ cwd: projectDir, rsbuildConfig: { logLevel: 'silent', mode: 'production', environments } });
      const configs = await rsbuild.initConfigs();
      return Object.fromEntries(configs.map((config) => [config.name, { target: config.target, swcTargets: swcEnv(config)?.targets }]));
    };
    const plain = await targets(makeProject({ 'src/index.js': 'console.log(1);\n' }, 'target-no-browserslist'), {
      web: { output: { target: 'web' } },
      worker: { output: { target: 'web-worker' } },
      workerOverride: { output: { target: 'web-worker', overrideBrowserslist: ['chrome >= 100'] } },
    });
    const defaults = ['chrome >= 87', 'edge >= 88', 'firefox >= 78', 'safari >= 14'];
    assert.deepEqual(plain.web, { target: ['web', 'es2017'], swcTargets: defaults });
    assert.deepEqual(plain.worker, { target: ['webworker', 'es2017'], swcTargets: defaults });
    // output.overrideBrowserslist counts as a configured browserslist for the Rspack target too.
    assert.deepEqual(plain.workerOverride, { target: ['webworker', 'es5'], swcTargets: ['chrome >= 100'] });
    assert.ok(pageText('config/output/target', 'en').includes("`'es5'` when a browserslist is configured (a browserslist config or [output.overrideBrowserslist]"));
    assert.ok(pageText('config/output/target', 'zh').includes("配置了 browserslist 时为 `'es5'`（无论是 browserslist 配置文件还是 [output.overrideBrowserslist]"));
    const withPackageJson = await targets(makeProject({ 'src/index.js': 'console.log(1);\n', 'package.json': '{ "browserslist": ["chrome 90"] }\n' }, 'target-package-browserslist'), {
      web: { output: { target: 'web' } },
      node: { output: { target: 'node' } },
      node20: { output: { target: 'node', overrideBrowserslist: ['node >= 20'] } },
    });
    assert.deepEqual(withPackageJson.web, { target: ['web', 'browserslist:chrome 90'], swcTargets: ['chrome 90'] });
    assert.deepEqual(withPackageJson.node, { target: 'node', swcTargets: ['node >= 16'] });
    assert.deepEqual(withPackageJson.node20, { target: 'node', swcTargets: ['node >= 20'] });
    for (const lang of ['en', 'zh'] as const) {
      assert.ok(pageText('config/output/target', lang).includes('`browserslist`'), lang);
      assert.ok(!pageText('config/output/target', lang).includes('`.browserslistrc` is for browsers:** the `node` target ignores it.'), lang);
    }
  });

  test('a worker the web app creates with new Worker(new URL(…, import.meta.url)) is bundled by the web build as a chunk of its own', () => {
    const webDir = path.join(dir, 'dist/web');
    const chunk = web.filter((file) => /^static\/js\/async\//.test(file)).find((file) => readText(webDir, file).includes('from the app worker'));
    assert.ok(chunk, web.join(', '));
    assert.match(readText(webDir, web.find((file) => /^static\/js\/index\./.test(file))!), /new Worker\(new URL\(/);
  });

  test('web-worker writes one hashed JS file under static/js with the dynamic import inside it, and no HTML or CSS', () => {
    assert.equal(worker.length, 1, worker.join(', '));
    assert.match(worker[0], /^static\/js\/worker\.[0-9a-f]{8}\.js$/);
    assert.ok(readText(path.join(dir, 'dist/worker'), worker[0]).includes('"lazy"'));
  });

  test("web-worker with output.filename { js: '[name].js' } and output.distPath { js: '' } writes dist/worker.js, a fixed URL for a service worker", () => {
    assert.deepEqual(listFiles(path.join(dir, 'dist/service-worker')), ['worker.js']);
    assert.ok(readText(path.join(dir, 'dist/service-worker'), 'worker.js').includes('"lazy"'));
    assert.ok(pageText('config/output/target', 'en').includes("drop the hash and the folder with `output.filename: { js: '[name].js' }` and `output.distPath: { js: '' }`, which gives `dist/worker.js`"));
    assert.ok(pageText('config/output/target', 'zh').includes("通过 `output.filename: { js: '[name].js' }` 去掉哈希，并通过 `output.distPath: { js: '' }` 去掉子目录，产物即为 `dist/worker.js`"));
  });

  test('node writes unhashed JS at the root of the output folder, the dynamic import as its own chunk, no HTML or CSS', () => {
    assert.ok(node.includes('index.js'), node.join(', '));
    assert.ok(node.some((file) => /^\d+\.js$/.test(file)), node.join(', '));
    assert.ok(node.every((file) => file.endsWith('.js')), node.join(', '));
  });

  test('node drops the content hash from JavaScript file names only: images, fonts and media keep [contenthash:8]', () => {
    const files = listFiles(path.join(dir, 'dist/node-assets'));
    assert.ok(files.includes('index.js'), files.join(', '));
    assert.equal(files.filter((file) => file.endsWith('.js')).length, 1, files.join(', '));
    assert.ok(files.some((file) => /^static\/image\/big\.[0-9a-f]{8}\.png$/.test(file)), files.join(', '));
    assert.ok(files.some((file) => /^static\/font\/big\.[0-9a-f]{8}\.woff2$/.test(file)), files.join(', '));
    assert.ok(files.some((file) => /^static\/media\/big\.[0-9a-f]{8}\.mp4$/.test(file)), files.join(', '));
    assert.ok(pageText('config/output/target', 'en').includes('| Content hash in production JavaScript file names | Yes | Yes | No |'));
    assert.ok(pageText('config/output/target', 'zh').includes('| 生产环境 JavaScript 文件名带内容哈希 | 是 | 是 | 否 |'));
    assert.ok(pageText('config/output/target', 'en').includes('images, fonts, media and other assets keep their content hash'));
    assert.ok(pageText('config/output/target', 'zh').includes('图片、字体、媒体等其他静态资源的文件名仍带内容哈希'));
  });

  test('node keeps built-in modules as require(), bundles node_modules packages, and exports CSS Module names equal to the web build', () => {
    const bundle = readText(path.join(dir, 'dist/node'), 'index.js');
    assert.ok(bundle.includes('require("node:fs")'));
    assert.ok(!bundle.includes('require("picocolors")'));
    assert.ok(bundle.includes('module.exports'));
    const webJs = readText(path.join(dir, 'dist/web'), web.find((file) => /^static\/js\/index\./.test(file))!);
    const name = /card-[\w-]{6}/.exec(webJs)?.[0];
    assert.ok(name);
    // A CommonJS package.json next to the bundle, so Node.js reads it as the page says.
    writeProjectFiles(dir, { 'dist/node/package.json': '{ "type": "commonjs" }\n' });
    const printed = execFileSync(process.execPath, [path.join(dir, 'dist/node/index.js')], { encoding: 'utf8' });
    assert.equal(printed, `server ${name} function function\n`);
  });

  test('under "type": "module" (create-rsbuild templates) node dist/index.js fails; [name].cjs or output.module runs', async () => {
    for (const template of ['template-react-ts', 'template-vanilla-js']) {
      assert.equal(JSON.parse(readText(path.join(rsbuildV1Dir, 'node_modules/create-rsbuild', template), 'package.json')).type, 'module');
    }
    const esmDir = makeProject({ ...files, 'package.json': '{ "type": "module" }\n' }, 'target-type-module');
    const { errors } = await buildProject(esmDir, {
      source: { entry: { index: './src/plain.js' } },
      environments: {
        plain: { output: { target: 'node' } },
        cjs: { output: { target: 'node', filename: { js: '[name].cjs' }, distPath: { root: 'dist-cjs' } } },
        esm: { output: { target: 'node', module: true, distPath: { root: 'dist-esm' } } },
      },
    });
    assert.deepEqual(errors, []);
    const plain = spawnSync(process.execPath, [path.join(esmDir, 'dist/index.js')], { encoding: 'utf8' });
    assert.notEqual(plain.status, 0);
    assert.ok(plain.stderr.includes('ReferenceError: module is not defined in ES module scope'), plain.stderr);
    assert.ok(listFiles(path.join(esmDir, 'dist-cjs')).includes('index.cjs'));
    for (const file of ['dist-cjs/index.cjs', 'dist-esm/index.js']) {
      assert.equal(execFileSync(process.execPath, [path.join(esmDir, file)], { encoding: 'utf8' }), 'server plain\n');
    }
    // output.module, the page's other way out, arrived in 1.5.0 (the version history read from the releases).
    const history = JSON.parse(readText(path.join(repoRoot, 'scripts/data'), 'version-history.json'));
    assert.equal(history.items['config:output.module'].added, '1.5.0');
    assert.ok(pageText('config/output/target', 'en').includes('add [output.module](/config/output/module) (added in 1.5.0)'));
    assert.ok(pageText('config/output/target', 'en').includes('Either add [output.module](/config/output/module) (1.5.0 and later)'));
    assert.ok(pageText('config/output/target', 'zh').includes('请再配置 [output.module](/config/output/module)（1.5.0 新增）'));
    assert.ok(pageText('config/output/target', 'zh').includes('此时可以配置 [output.module](/config/output/module)（需要 1.5.0 及以上版本）'));
    for (const lang of ['en', 'zh'] as const) {
      assert.ok(pageText('config/output/target', lang).includes('`ReferenceError`') && pageText('config/output/target', lang).includes('`module is not defined in ES module scope`'), lang);
      assert.ok(pageText('config/output/target', lang).includes("`output.filename: { js: '[name].cjs' }`"), lang);
    }
  });

  test("Rspack target with a .browserslistrc: ['web', 'browserslist:…'], ['webworker', 'es5'], 'node' (which ignores it); HMR only for web; chunk splitting off for worker and node; node compiles for node >= 16 without polyfills", async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: {
        logLevel: 'silent',
        mode: 'development',
        output: { polyfill: 'usage' },
        environments: { web: { output: { target: 'web' } }, worker: { output: { target: 'web-worker' } }, node: { output: { target: 'node' } } },
      },
    });
    const configs = await rsbuild.initConfigs();
    const byName = Object.fromEntries(configs.map((config) => [config.name, config]));
    assert.deepEqual(byName.web.target, ['web', 'browserslist:chrome 100']);
    assert.deepEqual(byName.worker.target, ['webworker', 'es5']);
    assert.equal(byName.node.target, 'node');
    const hmr = (name: string) => (byName[name].plugins ?? []).some((plugin: unknown) => (plugin as object | undefined)?.constructor?.name === 'HotModuleReplacementPlugin');
    assert.deepEqual([hmr('web'), hmr('worker'), hmr('node')], [true, false, false]);
    assert.equal(byName.worker.optimization?.splitChunks, false);
    assert.equal(byName.node.optimization?.splitChunks, false);
    // The SWC options: the browserslist each target compiles for, and output.polyfill ignored for node.
    const swcEnvOf = (name: string) => swcEnv(byName[name]);
    assert.deepEqual(swcEnvOf('web').targets, ['chrome 100']);
    assert.equal(swcEnvOf('web').mode, 'usage');
    assert.deepEqual(swcEnvOf('worker').targets, ['chrome 100']);
    assert.equal(swcEnvOf('worker').mode, 'usage');
    assert.deepEqual(swcEnvOf('node'), { targets: ['node >= 16'] });
    for (const lang of ['en', 'zh'] as const) {
      assert.ok(!pageText('config/output/target', lang).includes("`'webworker'` plus `'es2017'` or the configured browserslist"), lang);
    }
    assert.ok(pageText('config/output/target', 'en').includes("`'webworker'` plus `'es2017'`, or `'es5'` when a browserslist is configured"));
    assert.ok(pageText('config/output/target', 'zh').includes("`'webworker'` 加上 `'es2017'`；配置了 browserslist 时为 `'es5'`"));
  });

  test('rsbuild dev with a web and a node environment serves the web page but writes no dist/server/index.js; dev.writeToDisk in one environment writes that one', async () => {
    const { createRsbuild } = await rsbuildCore();
    const devDir = makeProject({ 'src/index.client.js': 'console.log(1);\n', 'src/index.server.js': 'module.exports = 1;\n' }, 'target-dev');
    const port = await freePort();
    const node = (root: string) => ({ source: { entry: { index: './src/index.server.js' } }, output: { target: 'node' as const, distPath: { root } } });
    const rsbuild = await createRsbuild({
      cwd: devDir,
      rsbuildConfig: {
        logLevel: 'silent',
        mode: 'development',
        server: { port, strictPort: true },
        environments: {
          web: { source: { entry: { index: './src/index.client.js' } }, output: { target: 'web' } },
          node: node('dist/server'),
          nodeOnDisk: { ...node('dist/server-on-disk'), dev: { writeToDisk: true } },
        },
      },
    });
    let compiled!: () => void;
    const done = new Promise<void>((resolve) => (compiled = resolve));
    rsbuild.onDevCompileDone(() => compiled());
    const server = await rsbuild.startDevServer();
    try {
      await within(done, 60_000, 'the first dev compilation');
      const page = await fetch(`http://localhost:${port}/`);
      assert.equal(page.status, 200);
      assert.match(await page.text(), /^<!DOCTYPE html>/);
      assert.ok(existsSync(path.join(devDir, 'dist/server-on-disk/index.js')));
      assert.ok(!existsSync(path.join(devDir, 'dist/server/index.js')));
      assert.ok(!existsSync(path.join(devDir, 'dist/index.html')));
    } finally {
      await server.server.close();
    }
    assert.ok(pageText('config/output/target', 'en').includes('`rsbuild dev` does not write `dist/server/index.js`'));
    assert.ok(pageText('config/output/target', 'zh').includes('`rsbuild dev` 不会写出 `dist/server/index.js`'));
  });

  test('output.module: true with web-worker stops the build with an error', async () => {
    await assert.rejects(
      buildProject(dir, { output: { target: 'web-worker', module: true, distPath: { root: 'dist/worker-module' } } }),
      { message: '[rsbuild:config] `output.module` is not supported for web-worker target.' },
    );
  });
});
