// docs/{en,zh}/config/output/emit-css: what @rsbuild/core 1.7.6 writes for each target's default,
// for emitCss: false (with and without injectStyles) and for the page's node + emitCss: true
// sample: one production build, one environment each; and what a dev server of the sample writes
// (createDevServer, no listening).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, freePort, listFiles, makeProject, pageSamples, pageText, readText, rsbuildCore, withNodeEnv, within, writeProjectFiles } from './harness';

const files = {
  'src/index.js': `import './global.css';
import styles from './card.module.css';
window.card = styles.card;
import('./lazy.js').then((m) => m.run());
import inlineText from './inline.css?inline';
import rawText from './raw.css?raw';
window.strings = [inlineText, rawText];
`,
  'src/inline.css': '.inline { color: teal; }\n',
  'src/raw.css': '.raw { color: orange; }\n',
  'src/lazy.js': `import './lazy.css';
export const run = () => 'lazy';
`,
  'src/lazy.css': '.lazy { color: red; }\n',
  'src/global.css': 'body { color: blue; }\n',
  'src/card.module.css': '.card { color: green; }\n',
};

type Env = 'web' | 'node' | 'worker' | 'off' | 'offInject' | 'inject' | 'sample';
const envs: Env[] = ['web', 'node', 'worker', 'off', 'offInject', 'inject', 'sample'];

describe('output.emitCss', () => {
  const dir = makeProject(files, 'emit-css');
  const list = {} as Record<Env, string[]>;
  let sample: RsbuildConfig = {};
  /** All JavaScript of an environment's output, joined. */
  const js = (env: Env) =>
    list[env]
      .filter((file) => file.endsWith('.js'))
      .map((file) => readText(path.join(dir, 'dist', env), file))
      .join('\n');

  before(async () => {
    // The page's example, as a reader's config file, in the environment 'sample'.
    const [en, zh] = [pageSamples('config/output/emit-css', 'en'), pageSamples('config/output/emit-css', 'zh')];
    assert.equal(en.length, 1);
    assert.deepEqual(zh, en);
    writeProjectFiles(dir, { 'sample.config.ts': en[0] });
    const { loadConfig } = await rsbuildCore();
    sample = (await loadConfig({ cwd: dir, path: 'sample.config.ts' })).content;
    const root = (env: Env) => ({ root: `dist/${env}` });
    const { errors } = await buildProject(dir, {
      environments: {
        web: { output: { distPath: root('web') } },
        node: { output: { target: 'node', distPath: root('node') } },
        worker: { output: { target: 'web-worker', distPath: root('worker') } },
        off: { output: { emitCss: false, distPath: root('off') } },
        offInject: { output: { emitCss: false, injectStyles: true, distPath: root('offInject') } },
        inject: { output: { injectStyles: true, distPath: root('inject') } },
        sample: { output: { ...sample.output, distPath: root('sample') } },
      },
    });
    assert.deepEqual(errors, []);
    for (const env of envs) list[env] = listFiles(path.join(dir, 'dist', env));
  });

  test("the default follows the target: 'web' writes .css files and links them, 'node' and 'web-worker' write none", () => {
    assert.ok(list.web.some((file) => /^static\/css\/index\.[0-9a-f]{8}\.css$/.test(file)), list.web.join(', '));
    assert.ok(list.web.some((file) => /^static\/css\/async\/\d+\.[0-9a-f]{8}\.css$/.test(file)), list.web.join(', '));
    assert.match(readText(path.join(dir, 'dist/web'), 'index.html'), /<link href="\/static\/css\/index\.[0-9a-f]{8}\.css" rel="stylesheet">/);
    for (const env of ['node', 'worker'] as const) assert.ok(!list[env].some((file) => file.endsWith('.css')), list[env].join(', '));
  });

  test('false: no .css file, no <link> in the HTML, and no CSS in the JavaScript, with or without injectStyles', () => {
    for (const env of ['off', 'offInject'] as const) {
      assert.ok(list[env].includes('index.html'));
      assert.ok(!list[env].some((file) => file.endsWith('.css')), list[env].join(', '));
      assert.ok(!readText(path.join(dir, 'dist', env), 'index.html').includes('<link'));
      const code = js(env);
      assert.ok(!/color:\s?(blue|green|red|#00f)/.test(code), env);
    }
    // The check would see injected CSS: with emitCss left at true, injectStyles puts it in the JavaScript.
    assert.ok(!list.inject.some((file) => file.endsWith('.css')), list.inject.join(', '));
    assert.match(js('inject'), /body\s?\{\s?color:\s?(blue|#00f)/);
  });

  test('CSS Modules still export the same class names with emitCss false, in node and in web-worker', () => {
    const name = /card-[\w-]{6}/.exec(js('web'))?.[0];
    assert.ok(name);
    for (const env of ['node', 'worker', 'off', 'offInject'] as const) assert.ok(js(env).includes(`"${name}"`), env);
  });

  test('false: ?inline still gives the compiled CSS as a string and ?raw the source, as with true', () => {
    for (const env of ['web', 'off', 'offInject', 'node', 'worker'] as const) {
      const code = js(env);
      assert.ok(code.includes('.inline{color:teal}'), env);
      assert.ok(code.includes('.raw { color: orange; }\\n'), env);
    }
    assert.ok(!pageText('config/output/emit-css', 'en').includes('their CSS is thrown away'));
    assert.ok(!pageText('config/output/emit-css', 'zh').includes('其中的 CSS 会被丢弃'));
    for (const lang of ['en', 'zh'] as const) assert.ok(pageText('config/output/emit-css', lang).includes('- **' + (lang === 'en' ? 'Version:** `?inline` and `?raw` for CSS added in 1.3.0' : '版本：** CSS 的 `?inline` 与 `?raw` 1.3.0 新增')), lang);
  });

  test("the page's node + emitCss: true sample writes hashed CSS under static/css next to index.js", () => {
    assert.ok(list.sample.includes('index.js'), list.sample.join(', '));
    assert.ok(list.sample.some((file) => /^static\/css\/index\.[0-9a-f]{8}\.css$/.test(file)), list.sample.join(', '));
    assert.ok(!list.sample.includes('index.html'));
    const css = list.sample.find((file) => /^static\/css\/index\./.test(file))!;
    assert.ok(readText(path.join(dir, 'dist/sample'), css).includes('body{color:#00f}'));
  });

  test("rsbuild dev with the sample writes nothing to dist: the CSS exists only in the dev server's memory", async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: { ...sample, mode: 'development', logLevel: 'silent', dev: { hmr: false, liveReload: false }, server: { port: await freePort() }, output: { ...sample.output, distPath: { root: 'dist-dev' } } },
    });
    const compiled = new Promise<string[]>((resolve) =>
      rsbuild.onAfterDevCompile(({ stats }) => resolve((stats.toJson({ all: false, assets: true }).assets ?? []).map((asset) => asset.name))),
    );
    const server = await withNodeEnv('development', () => rsbuild.createDevServer());
    try {
      const assets = await within(compiled, 120_000, 'the dev compilation');
      assert.ok(assets.includes('static/css/index.css'), assets.join(', '));
      assert.ok(assets.includes('index.js'), assets.join(', '));
      assert.equal(existsSync(path.join(dir, 'dist-dev')), false);
    } finally {
      await server.close();
    }
  });
});
