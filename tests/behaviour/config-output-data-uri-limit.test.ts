// docs/{en,zh}/config/output/data-uri-limit: which assets @rsbuild/core 1.7.6 inlines as data: URIs
// and which it emits, with the default limits, a number (0 still inlines an empty file), an object and per-import queries. One
// production build with five environments (the last builds the page's object sample from its own entry), each writing to its own folder;
// a second small build with a number at the top level and an object in an environment; the per-environment merge from initConfigs.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { DataUriLimit, RsbuildConfig, Rspack } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { buildProject, listFiles, makeProject, outputFile, pageText, rsbuildCore } from './harness';

// Type-level check (tsc runs on this file): the exported DataUriLimit is the object alone, the option takes a number or it.
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type PageDataUriLimit = { svg?: number; font?: number; image?: number; media?: number; assets?: number };
const typeChecks: [Same<DataUriLimit, PageDataUriLimit>, Same<NonNullable<NonNullable<RsbuildConfig['output']>['dataUriLimit']>, number | PageDataUriLimit>] = [true, true];

// Asset modules are typed by extension, so filler bytes of the right size stand in for real files.
const bytes = (size: number) => 'x'.repeat(size);
const base64Start = (size: number) => Buffer.from(bytes(size)).toString('base64').slice(0, 40);

const files = {
  'src/at-limit.png': bytes(4096),
  'src/over-limit.png': bytes(4097),
  'src/tiny.png': bytes(100),
  'src/empty.png': '',
  'src/big-icon.svg': `<svg xmlns="http://www.w3.org/2000/svg"><!--${bytes(8000)}--></svg>`,
  'src/small-icon.svg': `<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>`,
  'src/heavy.woff2': bytes(4097),
  'src/clip.mp4': bytes(4097),
  'src/manual.pdf': bytes(4097),
  'src/note.pdf': bytes(100),
  'src/large.png': bytes(10_000),
  'src/index.js': `import atLimit from './at-limit.png';
import overLimit from './over-limit.png';
import tiny from './tiny.png';
import empty from './empty.png';
import bigIcon from './big-icon.svg';
import heavyFont from './heavy.woff2';
import clip from './clip.mp4';
import manual from './manual.pdf';
import note from './note.pdf';
import tinyUrl from './tiny.png?url';
import largeInline from './large.png?inline';
import './index.css';
window.urls = { atLimit, overLimit, tiny, empty, bigIcon, heavyFont, clip, manual, note, tinyUrl, largeInline };
`,
  // Imported only by the environment that builds the page's second sample.
  'src/sample.js': `import png8192 from './png-8192.png';
import png8193 from './png-8193.png';
import svg10240 from './svg-10240.svg';
import font from './heavy.woff2';
import plainCss from './plain.css?inline';
// A default import of it fails the build: "export 'default' (imported as …) was not found in './plain.css?url' (module has no exports)".
import './plain.css?url';
window.urls = { png8192, png8193, svg10240, font, plainCss };
`,
  'src/plain.css': '.plain { color: red; }\n',
  // Built with dataUriLimit 0 at the top level and { svg: 10240 } in its environment.
  'src/mixed.js': `import png8096 from './png-8096.png';
import png8097 from './png-8097.png';
import font from './heavy.woff2';
import icon from './big-icon.svg';
window.urls = { png8096, png8097, font, icon };
`,
  'src/png-8096.png': bytes(8096),
  'src/png-8097.png': bytes(8097),
  'src/png-8192.png': bytes(8192),
  'src/png-8193.png': bytes(8193),
  'src/svg-10240.svg': `<svg xmlns="http://www.w3.org/2000/svg"><!--${bytes(10240 - 53)}--></svg>`,
  'src/index.css': '.badge { background: url(./small-icon.svg); }\n.hero { background: url(./over-limit.png); }\n.pin { background: url(./tiny.png?url); }\n.wide { background: url(./large.png?inline); }\n',
};

describe('output.dataUriLimit', () => {
  const dir = makeProject(files, 'data-uri-limit');
  const js: Record<string, string> = {};
  const emitted: Record<string, string[]> = {};
  let css: string;
  let mixedJs: string;
  let mixedEmitted: string[];
  const maxSizes: Record<string, Record<string, number | undefined>> = {};

  before(async () => {
    const environments = {
      defaults: { output: { distPath: { root: 'dist/defaults' } } },
      zero: { output: { distPath: { root: 'dist/zero' }, dataUriLimit: 0 } },
      svgOnly: { output: { distPath: { root: 'dist/svg-only' }, dataUriLimit: { svg: 10 * 1024 } } },
      noEmit: { output: { distPath: { root: 'dist/no-emit' }, emitAssets: false } },
      sample: { source: { entry: { index: './src/sample.js' } }, output: { distPath: { root: 'dist/sample' }, dataUriLimit: { svg: 10 * 1024, image: 8 * 1024 } } },
    };
    const { errors } = await buildProject(dir, {
      mode: 'production',
      source: { assetsInclude: /\.pdf$/ },
      output: { filenameHash: false },
      environments,
    });
    assert.deepEqual(errors, []);
    for (const [name, root] of [['defaults', 'defaults'], ['zero', 'zero'], ['svgOnly', 'svg-only'], ['noEmit', 'no-emit'], ['sample', 'sample']]) {
      const dist = path.join(dir, 'dist', root);
      js[name] = outputFile(dist, /^static\/js\/index\.js$/);
      emitted[name] = listFiles(dist).filter((file) => !file.startsWith('static/js/') && !file.startsWith('static/css/') && file !== 'index.html');
    }
    css = outputFile(path.join(dir, 'dist/defaults'), /^static\/css\/index\.css$/);
    // A number at the top level, an object in the environment.
    const mixed = await buildProject(dir, {
      mode: 'production',
      output: { filenameHash: false, dataUriLimit: 0 },
      environments: { mixed: { source: { entry: { index: './src/mixed.js' } }, output: { distPath: { root: 'dist/mixed' }, dataUriLimit: { svg: 10 * 1024 } } } },
    });
    assert.deepEqual(mixed.errors, []);
    mixedJs = outputFile(path.join(dir, 'dist/mixed'), /^static\/js\/index\.js$/);
    mixedEmitted = listFiles(path.join(dir, 'dist/mixed')).filter((file) => !file.startsWith('static/js/') && file !== 'index.html');
    // A top-level object with an environment object and an environment number: the limits the rules get.
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({
      cwd: dir,
      rsbuildConfig: { logLevel: 'silent', output: { dataUriLimit: { svg: 10 * 1024 } }, environments: { object: { output: { dataUriLimit: { image: 8 * 1024 } } }, number: { output: { dataUriLimit: 0 } } } },
    });
    for (const config of await rsbuild.initConfigs()) {
      const limits: Record<string, number | undefined> = {};
      for (const rule of (config.module?.rules ?? []) as Rspack.RuleSetRule[]) {
        const asset = (rule.oneOf as Rspack.RuleSetRule[] | undefined)?.find((branch) => branch.type === 'asset');
        if (asset) limits[String(rule.test)] = (asset.parser as { dataUrlCondition?: { maxSize?: number } }).dataUrlCondition?.maxSize;
      }
      maxSizes[config.name!] = limits;
    }
  });

  test('the type: number | DataUriLimit, where the exported DataUriLimit is the object alone (checked by tsc)', () => {
    assert.deepEqual(typeChecks, [true, true]);
    assert.ok(pageText('config/output/data-uri-limit', 'en').includes('- **Type:** `number | DataUriLimit`, where `DataUriLimit`, exported by `@rsbuild/core`, is the object form alone:'));
    assert.ok(pageText('config/output/data-uri-limit', 'zh').includes('- **类型：** `number | DataUriLimit`，其中 `DataUriLimit` 由 `@rsbuild/core` 导出，只表示对象形式：'));
  });

  test('default: a 4096-byte file is inlined (less than or equal to the limit), a 4097-byte file is emitted', () => {
    assert.ok(js.defaults.includes(`atLimit:"data:image/png;base64,${base64Start(4096)}`));
    assert.ok(!emitted.defaults.includes('static/image/at-limit.png'), emitted.defaults.join(', '));
    assert.ok(emitted.defaults.includes('static/image/over-limit.png'));
    // The URL is the public path (`/`) plus the file's path.
    assert.ok(js.defaults.includes('.p+"static/image/over-limit.png"'));
  });

  test('default: fonts, media and assetsInclude types over 4096 bytes are emitted to their folders; small ones inlined', () => {
    assert.deepEqual(emitted.defaults, [
      'static/assets/manual.pdf',
      'static/font/heavy.woff2',
      'static/image/over-limit.png',
      'static/image/tiny.png',
      'static/media/clip.mp4',
      'static/svg/big-icon.svg',
    ]);
    assert.ok(js.defaults.includes('note:"data:application/pdf;base64,'));
  });

  test('CSS url() follows the same limit', () => {
    assert.match(css, /\.badge\{background:url\(data:image\/svg\+xml;base64,/);
    assert.match(css, /\.hero\{background:url\(\/static\/image\/over-limit\.png\)\}/);
  });

  test('?url and ?inline work in CSS url() too', () => {
    assert.match(css, /\.pin\{background:url\(\/static\/image\/tiny\.png\)\}/);
    assert.ok(css.includes(`.wide{background:url(data:image/png;base64,${base64Start(10_000)}`));
  });

  test('on a CSS file, ?inline and ?url give no data: URI and no asset URL (in 1.7.6, ?inline gives the compiled CSS as a string; that part and its version are on the inline-assets guide)', () => {
    assert.ok(js.sample.includes('.plain{color:red}'), js.sample);
    assert.ok(!js.sample.includes('data:text/css'));
    // ?url on a CSS file is a plain CSS import: the rule is extracted into the environment's CSS file.
    assert.ok(!listFiles(path.join(dir, 'dist/sample')).some((file) => file.includes('plain')));
    assert.ok(!js.sample.includes('plain.css'));
    assert.match(outputFile(path.join(dir, 'dist/sample'), /^static\/css\/index\.css$/), /\.plain\{color:red\}/);
  });

  test('?url emits a file however small it is; ?inline gives a data: URI however large', () => {
    // tiny.png is inlined by its plain import and emitted only because of the ?url import.
    assert.ok(js.defaults.includes('.p+"static/image/tiny.png"'));
    assert.ok(js.defaults.includes(`tiny:"data:image/png;base64,${base64Start(100)}`));
    assert.ok(js.defaults.includes(`largeInline:"data:image/png;base64,${base64Start(10_000)}`));
    assert.ok(!emitted.defaults.includes('static/image/large.png'));
  });

  test('dataUriLimit: 0 emits every asset as its own file, except an empty (0-byte) file, which is still inlined', () => {
    assert.deepEqual(emitted.zero, [
      'static/assets/manual.pdf',
      'static/assets/note.pdf',
      'static/font/heavy.woff2',
      'static/image/at-limit.png',
      'static/image/over-limit.png',
      'static/image/tiny.png',
      'static/media/clip.mp4',
      'static/svg/big-icon.svg',
      'static/svg/small-icon.svg',
    ]);
    // ?inline still wins over the limit.
    assert.ok(js.zero.includes('largeInline:"data:image/png;base64,'));
    // A 0-byte file is not larger than the limit 0, so it becomes an empty data: URI.
    assert.ok(js.zero.includes('empty:"data:image/png;base64,"'), js.zero);
    assert.ok(!emitted.zero.includes('static/image/empty.png'));
    assert.equal(js.zero.match(/data:/g)?.length, 2);
  });

  test('the page says that limit 0 still inlines an empty file', () => {
    assert.ok(pageText('config/output/data-uri-limit', 'en').includes('// Inline nothing but empty files: every other asset becomes its own file'));
    assert.ok(pageText('config/output/data-uri-limit', 'zh').includes('// 除空文件外不内联任何资源：其余资源都输出为单独的文件'));
  });

  test('an object sets only the types it names: svg: 10240 inlines an 8 KB SVG, PNGs keep 4096', () => {
    assert.ok(!emitted.svgOnly.includes('static/svg/big-icon.svg'), emitted.svgOnly.join(', '));
    assert.ok(js.svgOnly.includes('bigIcon:"data:image/svg+xml;base64,'));
    assert.ok(emitted.svgOnly.includes('static/image/over-limit.png'));
    assert.ok(!emitted.svgOnly.includes('static/image/at-limit.png'));
  });

  test('an object in an environment keeps what the top-level object sets; a number in an environment replaces it', () => {
    const image = String(/\.(?:png|jpg|jpeg|pjpeg|pjp|gif|bmp|webp|ico|apng|avif|tif|tiff|jfif|cur)$/i);
    const svg = String(/\.svg$/i);
    const font = String(/\.(?:woff|woff2|eot|ttf|otf|ttc)$/i);
    assert.deepEqual([maxSizes.object[image], maxSizes.object[svg], maxSizes.object[font]], [8192, 10240, 4096]);
    assert.deepEqual([maxSizes.number[image], maxSizes.number[svg], maxSizes.number[font]], [0, 0, 0]);
  });

  test("a number at the top level and an object in an environment: the types the object leaves out get Rspack's 8096-byte limit, neither 4096 nor the number", () => {
    // png-8096 (8096 bytes) and heavy.woff2 (4097 bytes) are inlined, png-8097 is emitted; the SVG follows its 10240.
    assert.deepEqual(mixedEmitted, ['static/image/png-8097.png']);
    assert.ok(mixedJs.includes(`png8096:"data:image/png;base64,${base64Start(8096)}`));
    assert.ok(mixedJs.includes(`font:"data:font/woff2;base64,${base64Start(4097)}`), mixedJs.slice(0, 2000));
    assert.ok(mixedJs.includes('icon:"data:image/svg+xml;base64,'));
    assert.ok(pageText('config/output/data-uri-limit', 'en').includes("the types that object leaves out get no limit from Rsbuild, neither 4096 nor the top-level number, and Rspack's own limit of 8096 bytes applies to them."));
    assert.ok(pageText('config/output/data-uri-limit', 'zh').includes('对象没有写到的类型不会从 Rsbuild 得到任何阈值，既不是 4096，也不是顶层的数字，而是采用 Rspack 自身的默认阈值 8096 字节。'));
    // The inline-assets guide states the same exception where it gives the 4096 default.
    assert.ok(pageText('guide/optimization/inline-assets', 'en').includes("when the top level sets a number and an [environment](/config/environments) sets an object, the types that object leaves out fall back to Rspack's own 8096 bytes"));
    assert.ok(pageText('guide/optimization/inline-assets', 'zh').includes('顶层设为数字、某个 [environment](/config/environments) 中设为对象时，对象没有写到的类型会退回 Rspack 自身的 8096 字节'));
  });

  test("the page's object sample: SVGs up to 10240 bytes and images up to 8192 bytes inline, fonts keep 4096", () => {
    assert.deepEqual(emitted.sample, ['static/font/heavy.woff2', 'static/image/png-8193.png']);
    assert.ok(js.sample.includes(`png8192:"data:image/png;base64,${base64Start(8192)}`));
    assert.ok(js.sample.includes('svg10240:"data:image/svg+xml;base64,'));
  });

  test('with output.emitAssets false, files over the limit and ?url imports are not written but their URLs stay; small files are inlined', () => {
    assert.deepEqual(emitted.noEmit, []);
    assert.ok(js.noEmit.includes('.p+"static/image/over-limit.png"'));
    assert.ok(js.noEmit.includes('.p+"static/image/tiny.png"'));
    assert.ok(js.noEmit.includes(`atLimit:"data:image/png;base64,${base64Start(4096)}`));
  });
});
