// docs/{en,zh}/config/server/cors: the CORS headers of the 1.7.6 dev and preview servers with the
// default, true, false, an object without origin, and the page's two object samples. Each case is
// a server of the JS API in this process; requests carry an Origin header (and preflights the
// Access-Control-Request-* headers a browser sends).
import assert from 'node:assert/strict';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, test } from 'node:test';
import type { RsbuildConfig } from '../../tools/rsbuild-v1/node_modules/@rsbuild/core';
import { freePort, makeProject, pageSamples, pageText, rsbuildCore, withNodeEnv } from './harness';

const page = 'config/server/cors';
const files = { 'src/index.js': "document.title = 'cors';\n", 'dist/index.html': '<p>built</p>\n' };

type Answer = { status: number; headers: http.IncomingHttpHeaders };
/** Sends one request without keep-alive and gives the status and headers. */
function request(port: number, urlPath: string, headers: Record<string, string>, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .request({ host: '127.0.0.1', port, path: urlPath, method, headers, agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      })
      .on('error', reject)
      .end();
  });
}
const allowed = async (port: number, origin: string) => (await request(port, '/index.html', { origin })).headers['access-control-allow-origin'];
const preflight = (port: number, origin: string) =>
  request(port, '/index.html', { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'x-token' }, 'OPTIONS');

const closers: (() => Promise<void>)[] = [];
const ports = {} as Record<'byDefault' | 'all' | 'none' | 'credentialsOnly' | 'staging' | 'withCredentials' | 'preview' | 'proxied' | 'headers', number>;
let dir: string;

async function dev(config: RsbuildConfig): Promise<number> {
  const { createRsbuild } = await rsbuildCore();
  const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { ...config, logLevel: 'silent', server: { ...config.server, port: await freePort(), printUrls: false } } });
  const { port, server } = await rsbuild.startDevServer();
  closers.push(() => server.close());
  return port;
}
/** A config sample of the page (English), as written; plain JavaScript, so imported as .mjs. */
async function sample(index: number): Promise<RsbuildConfig> {
  const sampleDir = makeProject({ 'rsbuild.config.mjs': pageSamples(page, 'en')[index] }, `cors-sample-${index}`);
  return (await import(pathToFileURL(path.join(sampleDir, 'rsbuild.config.mjs')).href)).default;
}

before(async () => {
  dir = makeProject(files, 'cors');
  const [staging, withCredentials] = await Promise.all([sample(0), sample(2)]);
  // A backend for server.proxy that sends no CORS headers of its own.
  const backend = http.createServer((_req, res) => res.end('from the backend'));
  const backendPort = await freePort();
  await new Promise<void>((resolve) => backend.listen(backendPort, '127.0.0.1', resolve));
  closers.push(() => new Promise<void>((resolve) => backend.close(() => resolve())));
  await withNodeEnv(process.env.NODE_ENV, async () => {
    [ports.byDefault, ports.all, ports.none, ports.credentialsOnly, ports.staging, ports.withCredentials, ports.proxied, ports.headers] = await Promise.all([
      dev({}),
      dev({ server: { cors: true } }),
      dev({ server: { cors: false } }),
      dev({ server: { cors: { credentials: true } } }),
      dev(staging),
      dev(withCredentials),
      dev({ server: { proxy: { '/api': `http://127.0.0.1:${backendPort}` } } }),
      dev({ server: { headers: { 'Access-Control-Allow-Origin': 'https://fixed.example.com' } } }),
    ]);
    const { createRsbuild } = await rsbuildCore();
    const preview = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', server: { port: await freePort(), printUrls: false } } });
    const { port, server } = await preview.preview({ checkDistDir: false });
    closers.push(() => server.close());
    ports.preview = port;
  });
});
after(async () => {
  await Promise.all(closers.map((close) => close()));
});

describe('server.cors', () => {
  test('by default, localhost, its subdomains, 127.0.0.1 and [::1] on any port are echoed back', async () => {
    for (const origin of ['http://localhost:5173', 'https://app.localhost', 'http://127.0.0.1:8080', 'http://[::1]:3000']) {
      assert.equal(await allowed(ports.byDefault, origin), origin);
    }
  });
  test('by default, another origin gets no Access-Control-Allow-Origin', async () => {
    assert.equal(await allowed(ports.byDefault, 'https://example.com'), undefined);
  });
  test('the preview server has the same default', async () => {
    assert.equal(await allowed(ports.preview, 'http://localhost:5173'), 'http://localhost:5173');
    assert.equal(await allowed(ports.preview, 'https://example.com'), undefined);
  });
});

describe('Values', () => {
  test('true answers every origin with *', async () => {
    assert.equal(await allowed(ports.all, 'https://example.com'), '*');
  });
  test('false sends no CORS headers, also not on a preflight', async () => {
    const answer = await preflight(ports.none, 'http://localhost:5173');
    assert.equal(Object.keys(answer.headers).filter((name) => name.startsWith('access-control-')).length, 0);
    assert.equal((await request(ports.none, '/index.html', { origin: 'http://localhost:5173' })).headers['access-control-allow-origin'], undefined);
  });
  test('an object without origin keeps the localhost policy', async () => {
    assert.equal(await allowed(ports.credentialsOnly, 'http://localhost:5173'), 'http://localhost:5173');
    assert.equal(await allowed(ports.credentialsOnly, 'https://example.com'), undefined);
    assert.equal((await request(ports.credentialsOnly, '/index.html', { origin: 'http://localhost:5173' })).headers['access-control-allow-credentials'], 'true');
  });
});

describe('Allow another origin', () => {
  test('the sample allows https://staging.example.com and still the local origins', async () => {
    assert.equal(await allowed(ports.staging, 'https://staging.example.com'), 'https://staging.example.com');
    assert.equal(await allowed(ports.staging, 'http://localhost:5173'), 'http://localhost:5173');
    assert.equal(await allowed(ports.staging, 'https://example.com'), undefined);
  });
});

describe('Options', () => {
  test('a preflight without options: 204, the six default methods, the requested headers echoed, no Max-Age', async () => {
    const answer = await preflight(ports.byDefault, 'http://localhost:5173');
    assert.equal(answer.status, 204);
    assert.equal(answer.headers['access-control-allow-methods'], 'GET,HEAD,PUT,PATCH,POST,DELETE');
    assert.equal(answer.headers['access-control-allow-headers'], 'x-token');
    assert.equal(answer.headers['access-control-max-age'], undefined);
  });
});

describe('Example with credentials', () => {
  test('the sample allows https://local.example.com:8443 with credentials and a 600 s preflight cache', async () => {
    const answer = await preflight(ports.withCredentials, 'https://local.example.com:8443');
    assert.equal(answer.headers['access-control-allow-origin'], 'https://local.example.com:8443');
    assert.equal(answer.headers['access-control-allow-credentials'], 'true');
    assert.equal(answer.headers['access-control-max-age'], '600');
  });
});

describe('Allow every origin', () => {
  test('exposes under environments leave the localhost default; a top-level moduleFederation changes it to true', async () => {
    const { createRsbuild } = await rsbuildCore();
    const options = { name: 'remote', exposes: { './button': './src/index.js' } };
    const topLevel = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', moduleFederation: { options } } });
    const perEnvironment = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', environments: { web: { moduleFederation: { options } } } } });
    await Promise.all([topLevel.initConfigs(), perEnvironment.initConfigs()]);
    assert.equal(topLevel.getNormalizedConfig().server.cors, true);
    assert.deepEqual(perEnvironment.getNormalizedConfig().server.cors, { origin: /^https?:\/\/(?:(?:[^:]+\.)?localhost|127\.0\.0\.1|\[::1\])(?::\d+)?$/ });
  });
  test('the page says the true default is for a top-level moduleFederation only', () => {
    assert.ok(pageText(page, 'en').includes('This applies to a top-level `moduleFederation` only; exposes set under [environments](/config/environments) leave the localhost default in place.'));
    assert.ok(pageText(page, 'zh').includes('这只针对顶层的 `moduleFederation`；在 [environments](/config/environments) 中配置的 exposes 不会改变默认的本地来源策略。'));
  });
});

describe('server.cors: Notes', () => {
  test('responses forwarded by server.proxy get the CORS headers too', async () => {
    const answer = await request(ports.proxied, '/api/data', { origin: 'http://localhost:5173' });
    assert.equal(answer.status, 200);
    assert.equal(answer.headers['access-control-allow-origin'], 'http://localhost:5173');
  });
  test('a CORS header in server.headers replaces the server.cors value on ordinary responses, not on preflights', async () => {
    assert.equal(await allowed(ports.headers, 'http://localhost:5173'), 'https://fixed.example.com');
    assert.equal((await preflight(ports.headers, 'http://localhost:5173')).headers['access-control-allow-origin'], 'http://localhost:5173');
  });
});
