// docs/{en,zh}/config/server/compress.mdx: which responses the dev server and the preview server
// gzip (Accept-Encoding, HEAD, Content-Type, the 1 KB threshold, an existing Content-Encoding),
// the levels each server uses (read from the gzip header's XFL byte: 4 for level 1, 0 for levels
// 2 to 8, 2 for level 9), the Content-Type check (+json types are left alone), the filter sample
// and what a filter can read, compress: false, proxied answers, middlewares before
// and after, and the build output. Two dev servers and three preview servers of one project,
// served in this process through the JS API, with a local backend to proxy to.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { constants, gunzipSync, gzipSync } from 'node:zlib';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { freePort, listFiles, makeProject, pageText, rsbuildCore } from './harness';

const page = 'config/server/compress';

type Answer = { status: number; encoding: string | undefined; type: string | undefined; xfl: number | undefined; body: Buffer };
function request(port: number, urlPath: string, { method = 'GET', acceptEncoding = 'gzip, deflate, br' as string | null } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding };
    const req = http.request({ host: '127.0.0.1', port, path: urlPath, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        resolve({ status: res.statusCode ?? 0, encoding, type: res.headers['content-type'], xfl: encoding === 'gzip' ? body[8] : undefined, body });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

// 2 000 characters of text, so every file below is over 1 KB unless said otherwise.
const text = 'The quick brown fox jumps over the lazy dog. '.repeat(45).slice(0, 2000);
const svg = `<svg xmlns="http://www.w3.org/2000/svg"><desc>${text}</desc></svg>\n`;
// A PNG signature and 3 000 bytes: served as image/png.
const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(3000, 7)]);
const files = {
  'src/index.js': `document.title = ${JSON.stringify(text)};\n`,
  'public/big.txt': text,
  'public/exactly-1024.txt': text.slice(0, 1024),
  'public/just-over.txt': text.slice(0, 1025),
  'public/drawing.svg': svg,
  // JSON and XML media types: plain, +json and +xml.
  'public/data.json': JSON.stringify({ text }),
  'public/app.webmanifest': JSON.stringify({ name: 'app', description: text }),
  'public/ld.jsonld': JSON.stringify({ '@context': 'https://schema.org', description: text }),
  'public/feed.atom': `<feed xmlns="http://www.w3.org/2005/Atom"><title>${text}</title></feed>\n`,
};

type Server = { port: number; close: () => Promise<void> };
const servers: Server[] = [];

describe('server.compress', () => {
  const dir = makeProject(files, 'server-compress');
  let backend: http.Server;
  let devDefault: Server;
  let devSample: Server;
  let previewDefault: Server;
  let previewLevel: Server;
  let previewOff: Server;
  // What the filter of devSample saw: the URL, and the response's Content-Type and server.headers header at that moment.
  const filterSaw: [string | undefined, unknown, unknown][] = [];

  const middlewares: RsbuildConfig['dev'] = {
    hmr: false,
    liveReload: false,
    setupMiddlewares: (list) => {
      list.unshift((req, res, next) => (req.url === '/early' ? (res.setHeader('Content-Type', 'text/plain'), res.end(text)) : next()));
      list.push((req, res, next) => {
        if (req.url === '/late') return void (res.setHeader('Content-Type', 'text/plain'), res.end(text));
        if (req.url === '/late-encoded') return void (res.setHeader('Content-Type', 'text/plain'), res.setHeader('Content-Encoding', 'identity'), res.end(text));
        if (req.url === '/late-untyped') return void res.end(text);
        if (req.url === '/events') return void (res.setHeader('Content-Type', 'text/event-stream'), res.end(`data: ${text}\n\n`));
        next();
      });
    },
  };

  before(async () => {
    // The PNG is written byte for byte (makeProject writes text as UTF-8).
    writeFileSync(path.join(dir, 'public/image.png'), png);
    backend = http.createServer((_req, res) => {
      res.setHeader('Content-Type', 'text/plain');
      res.end(text);
    });
    const backendPort = await freePort();
    await new Promise<void>((resolve) => backend.listen(backendPort, '127.0.0.1', resolve));
    const { createRsbuild } = await rsbuildCore();
    const dev = async (server: RsbuildConfig['server']) => {
      const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', dev: middlewares, server: { port: await freePort(), printUrls: false, ...server } } });
      const started = await rsbuild.startDevServer();
      servers.push({ port: started.port, close: () => started.server.close() });
      return servers.at(-1)!;
    };
    devDefault = await dev({ proxy: { '/api': `http://127.0.0.1:${backendPort}` } });
    // The filter sample of the page, with the level sample.
    const sampleFilter = (req: http.IncomingMessage) => !req.url?.startsWith('/events');
    devSample = await dev({ compress: { filter: (req, res) => (filterSaw.push([req.url, res.getHeader('Content-Type'), res.getHeader('X-From-Headers')]), sampleFilter(req)), level: 9 }, headers: { 'X-From-Headers': 'yes' } });
    const output = { distPath: { root: 'dist-preview' }, filenameHash: false };
    await (await (await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', output } })).build()).close();
    const preview = async (server: RsbuildConfig['server']) => {
      const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', output, server: { port: await freePort(), printUrls: false, ...server } } });
      const served = await rsbuild.preview();
      servers.push({ port: served.port, close: () => served.server.close() });
      return servers.at(-1)!;
    };
    previewDefault = await preview({});
    previewLevel = await preview({ compress: { level: 9 } });
    previewOff = await preview({ compress: false });
  });

  after(async () => {
    for (const server of servers) await server.close();
    backend?.close();
  });

  test('by default both servers gzip scripts, text and SVG: the dev server at level 1, the preview server at level 6', async () => {
    for (const urlPath of ['/static/js/index.js', '/big.txt', '/drawing.svg']) {
      assert.deepEqual(pick(await request(devDefault.port, urlPath)), { status: 200, encoding: 'gzip', xfl: 4 }, urlPath);
      assert.deepEqual(pick(await request(previewDefault.port, urlPath)), { status: 200, encoding: 'gzip', xfl: 0 }, urlPath);
    }
  });

  test('the bodies are exactly what zlib gives at level 1 (dev) and 6 (preview); Z_DEFAULT_COMPRESSION is -1', async () => {
    assert.equal(constants.Z_DEFAULT_COMPRESSION, -1);
    const dev = (await request(devDefault.port, '/big.txt')).body;
    const preview = (await request(previewDefault.port, '/big.txt')).body;
    assert.equal(gunzipSync(dev).toString(), text);
    assert.ok(dev.equals(gzipSync(text, { level: 1 })));
    assert.ok(preview.equals(gzipSync(text, { level: 6 })));
  });

  test('a level you set applies to both servers', async () => {
    assert.deepEqual(pick(await request(devSample.port, '/big.txt')), { status: 200, encoding: 'gzip', xfl: 2 });
    assert.deepEqual(pick(await request(previewLevel.port, '/big.txt')), { status: 200, encoding: 'gzip', xfl: 2 });
  });

  test('nothing is compressed without gzip in Accept-Encoding, for HEAD, for images, or for bodies of 1024 bytes and less', async () => {
    for (const server of [devDefault, previewDefault]) {
      assert.equal((await request(server.port, '/big.txt', { acceptEncoding: null })).encoding, undefined);
      assert.equal((await request(server.port, '/big.txt', { acceptEncoding: 'br, deflate' })).encoding, undefined);
      assert.equal((await request(server.port, '/big.txt', { method: 'HEAD' })).encoding, undefined);
      assert.equal((await request(server.port, '/image.png')).encoding, undefined);
      assert.equal((await request(server.port, '/exactly-1024.txt')).encoding, undefined);
      assert.equal((await request(server.port, '/just-over.txt')).encoding, 'gzip');
    }
  });

  test('compress: false sends every response as it is', async () => {
    assert.equal((await request(previewOff.port, '/big.txt')).encoding, undefined);
    assert.equal((await request(previewOff.port, '/static/js/index.js')).encoding, undefined);
  });

  test('the filter sample sends /events uncompressed; without it a text/event-stream from a push() middleware is gzipped', async () => {
    assert.equal((await request(devDefault.port, '/events')).encoding, 'gzip');
    assert.deepEqual(pick(await request(devSample.port, '/events')), { status: 200, encoding: undefined, xfl: undefined });
    assert.equal((await request(devSample.port, '/big.txt')).encoding, 'gzip');
  });

  test('proxied answers and unshift() middlewares are not compressed; push() middlewares are, unless they set Content-Encoding', async () => {
    assert.deepEqual(pick(await request(devDefault.port, '/api/data')), { status: 200, encoding: undefined, xfl: undefined });
    assert.equal((await request(devDefault.port, '/early')).encoding, undefined);
    assert.equal((await request(devDefault.port, '/late')).encoding, 'gzip');
    assert.equal((await request(devDefault.port, '/late-encoded')).encoding, 'identity');
  });

  test('the Content-Type check is /text|javascript|\\/json|xml/i: application/json and +xml are gzipped, +json types (.webmanifest, .jsonld) and a response without Content-Type are not', async () => {
    for (const server of [devDefault, previewDefault]) {
      const answers = await Promise.all(['/data.json', '/feed.atom', '/app.webmanifest', '/ld.jsonld'].map(async (urlPath) => {
        const { type, encoding } = await request(server.port, urlPath);
        return { urlPath, type, encoding };
      }));
      assert.deepEqual(answers, [
        { urlPath: '/data.json', type: 'application/json', encoding: 'gzip' },
        { urlPath: '/feed.atom', type: 'application/atom+xml', encoding: 'gzip' },
        { urlPath: '/app.webmanifest', type: 'application/manifest+json', encoding: undefined },
        { urlPath: '/ld.jsonld', type: 'application/ld+json', encoding: undefined },
      ]);
    }
    assert.deepEqual(pick(await request(devDefault.port, '/late-untyped')), { status: 200, encoding: undefined, xfl: undefined });
  });

  test('the filter runs before the handler: server.headers are set, res.getHeader(\'Content-Type\') is undefined, even for JSON, a web manifest and the event stream', async () => {
    filterSaw.length = 0;
    const answers = [];
    for (const urlPath of ['/data.json', '/app.webmanifest', '/events']) answers.push((await request(devSample.port, urlPath)).type);
    assert.deepEqual(answers, ['application/json', 'application/manifest+json', 'text/event-stream']);
    assert.deepEqual(filterSaw, [['/data.json', undefined, 'yes'], ['/app.webmanifest', undefined, 'yes'], ['/events', undefined, 'yes']]);
  });

  test('rsbuild build writes no .gz files', () => {
    const written = listFiles(path.join(dir, 'dist-preview'));
    assert.ok(written.includes('static/js/index.js'), written.join('\n'));
    assert.deepEqual(written.filter((file) => file.endsWith('.gz')), []);
  });
});

function pick({ status, encoding, xfl }: Answer) {
  return { status, encoding, xfl };
}

describe('server.compress page text', () => {
  test('the Content-Encoding condition names the response, not an earlier handler', () => {
    assert.match(pageText(page, 'en'), /- the response does not carry a `Content-Encoding` header yet, for example one set by the handler that writes it\./);
    assert.doesNotMatch(pageText(page, 'en'), /no earlier handler has already set/);
    assert.match(pageText(page, 'zh'), /- 响应还没有 `Content-Encoding` 响应头（例如写入响应的处理函数自己设置的）。/);
    assert.doesNotMatch(pageText(page, 'zh'), /之前的处理函数没有设置过/);
  });

  test('the filter sample is for a text/event-stream served by a push() middleware', () => {
    assert.match(pageText(page, 'en'), /serves as `text\/event-stream` \(a middleware added with `push` in/);
    assert.match(pageText(page, 'zh'), /用 `push` 添加的中间件以 `text\/event-stream` 返回/);
  });

  test('the Content-Type condition gives the exact check and the +json exceptions; the filter decides from req only', () => {
    const en = pageText(page, 'en');
    const zh = pageText(page, 'zh');
    assert.ok(en.includes("- the response's `Content-Type` contains `text`, `javascript`, `/json` or `xml` (the check is `/text|javascript|\\/json|xml/i`)"));
    assert.ok(en.includes('`application/manifest+json` (`.webmanifest` files) and `application/ld+json`, do not match and are sent uncompressed'));
    assert.ok(zh.includes('- 响应的 `Content-Type` 包含 `text`、`javascript`、`/json` 或 `xml`（判断用的是 `/text|javascript|\\/json|xml/i`）'));
    assert.ok(zh.includes('`application/manifest+json`（`.webmanifest` 文件）和 `application/ld+json` 不匹配，会原样发送'));
    assert.ok(en.includes("Headers set by [server.headers](/config/server/headers) are already on the response, but not the `Content-Type` of the file or middleware that answers, so `res.getHeader('Content-Type')` is `undefined` there"));
    assert.ok(zh.includes("[server.headers](/config/server/headers) 设置的响应头已经在响应上，但返回内容的文件或中间件的 `Content-Type` 还没有设置，所以这里 `res.getHeader('Content-Type')` 是 `undefined`"));
    for (const lang of ['en', 'zh'] as const) assert.doesNotMatch(pageText(page, lang), /A function called for each request before compression starts|每个请求开始压缩前都会调用这个函数/);
  });

  test('the preview level is Z_DEFAULT_COMPRESSION, -1, which zlib runs as 6', () => {
    assert.match(pageText(page, 'en'), /`zlib\.constants\.Z_DEFAULT_COMPRESSION` \(its value is `-1`, which zlib runs as level `6`\)/);
    assert.match(pageText(page, 'zh'), /`zlib\.constants\.Z_DEFAULT_COMPRESSION`（常量值为 `-1`，zlib 按级别 `6` 处理）/);
    for (const lang of ['en', 'zh'] as const) assert.doesNotMatch(pageText(page, lang), /`6` ?[（(]`zlib\.constants\.Z_DEFAULT_COMPRESSION`/);
  });
});
