// docs/{en,zh}/config/dev/asset-prefix: the prefix @rsbuild/core 1.7.6 writes into the HTML for
// each value of dev.assetPrefix, in development builds (two builds, one environment per value), a
// production build (where output.assetPrefix applies), and a dev server created with the JS API
// on a taken port (the HTML is read with getTransformedHtml, nothing listens).
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { buildProject, freePort, makeProject, outputFile, pageText, rsbuildCore, withTakenPort } from './harness';

const files = {
  'src/index.js': 'window.prefix = import.meta.env.ASSET_PREFIX;\nwindow.prefixFromProcess = process.env.ASSET_PREFIX;\n',
};

describe('dev.assetPrefix', () => {
  const dir = makeProject(files, 'dev-asset-prefix');
  const script = (env: string) => outputFile(path.join(dir, 'dist', env), /^index\.html$/).match(/<script defer src="([^"]*)"><\/script>/)![1];
  const bundle = (env: string) => outputFile(path.join(dir, 'dist', env), /^static\/js\/index(\.\w+)?\.js$/);
  const served: Record<string, string> = {};
  let takenPort = 0;
  let hostPort = 0;
  let v6Port = 0;
  let mfPrefix: unknown;
  let mfPublicPath: unknown;
  let mfEnvironmentPublicPath: unknown;

  before(async () => {
    const env = (name: string, extra: Record<string, any> = {}) => ({ ...extra, output: { ...extra.output, distPath: { root: `dist/${name}` } } });
    const development = await buildProject(dir, {
      mode: 'development',
      environments: {
        slashless: env('slashless', { dev: { assetPrefix: '/app' } }),
        url: env('url', { dev: { assetPrefix: 'https://dev.example.com' } }),
        auto: env('auto', { dev: { assetPrefix: 'auto' } }),
        noServer: env('noServer', { dev: { assetPrefix: true } }),
        placeholderNoServer: env('placeholderNoServer', { dev: { assetPrefix: 'http://192.168.1.20:<port>/' } }),
        cdnSample: env('cdnSample', { dev: { assetPrefix: '/' }, output: { assetPrefix: 'https://cdn.example.com/my-app/' } }),
      },
    });
    assert.deepEqual(development.errors, []);
    const withBase = await buildProject(dir, {
      mode: 'development',
      server: { base: '/base' },
      environments: { inherit: env('inherit'), off: env('off', { dev: { assetPrefix: false } }) },
    });
    assert.deepEqual(withBase.errors, []);
    const production = await buildProject(dir, {
      mode: 'production',
      server: { base: '/base' },
      output: { filenameHash: false },
      environments: {
        prodInherit: env('prodInherit', { dev: { assetPrefix: '/dev/' } }),
        prodCdn: env('prodCdn', { dev: { assetPrefix: '/' }, output: { assetPrefix: 'https://cdn.example.com/my-app/' } }),
      },
    });
    assert.deepEqual(production.errors, []);

    const { createRsbuild } = await rsbuildCore();
    await withTakenPort(async (taken) => {
      takenPort = taken;
      const rsbuild = await createRsbuild({
        cwd: dir,
        rsbuildConfig: {
          logLevel: 'silent',
          // Explicit: the builds above left NODE_ENV at production, which would make this the mode.
          mode: 'development',
          server: { port: taken, base: '/base' },
          dev: { writeToDisk: false },
          environments: {
            trueValue: env('served-true', { dev: { assetPrefix: true } }),
            placeholder: env('served-placeholder', { dev: { assetPrefix: 'http://192.168.1.20:<port>/' } }),
          },
        },
      });
      const server = await rsbuild.createDevServer();
      try {
        for (const name of ['trueValue', 'placeholder']) served[name] = await server.environments[name].getTransformedHtml('index');
      } finally {
        await server.close();
      }
    });
    hostPort = await freePort();
    const withHost = await createRsbuild({
      cwd: dir,
      rsbuildConfig: { logLevel: 'silent', mode: 'development', server: { host: '127.0.0.1', port: hostPort }, dev: { assetPrefix: true, writeToDisk: false } },
    });
    const hostServer = await withHost.createDevServer();
    try {
      served.host = await hostServer.environments.web.getTransformedHtml('index');
    } finally {
      await hostServer.close();
    }

    v6Port = await freePort();
    const withIPv6Host = await createRsbuild({
      cwd: dir,
      rsbuildConfig: {
        logLevel: 'silent',
        mode: 'development',
        server: { host: '::', port: v6Port },
        dev: { writeToDisk: false },
        environments: {
          v6True: env('served-v6-true', { dev: { assetPrefix: true } }),
          v6String: env('served-v6-string', { dev: { assetPrefix: 'http://[::1]:<port>/' } }),
        },
      },
    });
    const v6Server = await withIPv6Host.createDevServer();
    try {
      for (const name of ['v6True', 'v6String']) served[name] = await v6Server.environments[name].getTransformedHtml('index');
    } finally {
      await v6Server.close();
    }

    const productionMode = await createRsbuild({
      cwd: dir,
      rsbuildConfig: {
        logLevel: 'silent',
        mode: 'production',
        server: { port: await freePort() },
        dev: { assetPrefix: '/dev/', writeToDisk: false },
        output: { assetPrefix: '/out/', filenameHash: false },
      },
    });
    const productionServer = await productionMode.createDevServer();
    try {
      served.production = await productionServer.environments.web.getTransformedHtml('index');
    } finally {
      await productionServer.close();
    }

    const federated = await createRsbuild({
      cwd: dir,
      rsbuildConfig: { logLevel: 'silent', mode: 'development', moduleFederation: { options: { name: 'remote', exposes: { './index': './src/index.js' } } } },
    });
    mfPublicPath = (await federated.initConfigs())[0].output?.publicPath;
    mfPrefix = federated.getNormalizedConfig().dev.assetPrefix;
    // The same remote set inside environments: Rsbuild only reads the top-level moduleFederation.
    const federatedEnvironment = await createRsbuild({
      cwd: dir,
      rsbuildConfig: { logLevel: 'silent', mode: 'development', environments: { web: { moduleFederation: { options: { name: 'remote', exposes: { './index': './src/index.js' } } } } } },
    });
    mfEnvironmentPublicPath = (await federatedEnvironment.initConfigs())[0].output?.publicPath;
  });

  test('a path is used as given, with a trailing slash added; a full URL keeps its origin', () => {
    assert.equal(script('slashless'), '/app/static/js/index.js');
    assert.equal(script('url'), 'https://dev.example.com/static/js/index.js');
  });

  test("'auto' leaves the prefix to the browser: the HTML gets a relative URL", () => {
    assert.equal(script('auto'), 'static/js/index.js');
  });

  test('unset, it follows server.base; false gives / even with server.base', () => {
    assert.equal(script('inherit'), '/base/static/js/index.js');
    assert.equal(script('off'), '/static/js/index.js');
  });

  test('true on a dev server: http://localhost, the port actually used (the configured one was taken) and server.base', () => {
    assert.ok(served.trueValue.includes(`<script defer src="http://localhost:${takenPort + 1}/base/static/js/index.js"></script>`), served.trueValue);
  });

  test('true with server.host set uses that host', () => {
    assert.ok(served.host.includes(`<script defer src="http://127.0.0.1:${hostPort}/static/js/index.js"></script>`), served.host);
  });

  test("true with the IPv6 host '::' writes the host without brackets, an invalid URL; a string with [::1] and <port> is valid", () => {
    const broken = `http://:::${v6Port}/static/js/index.js`;
    assert.ok(served.v6True.includes(`<script defer src="${broken}"></script>`), served.v6True);
    assert.throws(() => new URL(broken), { code: 'ERR_INVALID_URL' });
    const fixed = `http://[::1]:${v6Port}/static/js/index.js`;
    assert.ok(served.v6String.includes(`<script defer src="${fixed}"></script>`), served.v6String);
    assert.equal(new URL(fixed).host, `[::1]:${v6Port}`);
    const en = pageText('config/dev/asset-prefix', 'en');
    const zh = pageText('config/dev/asset-prefix', 'zh');
    assert.ok(en.includes("so with an IPv6 host such as `'::'` or `'::1'`, `true` writes an invalid URL such as `http://:::3000/static/js/index.js` into the HTML; in that case, use a string with `<port>` instead, such as `'http://[::1]:<port>/'` or `'http://localhost:<port>/'`."));
    assert.ok(zh.includes("因此当主机是 `'::'`、`'::1'` 这类 IPv6 地址时，`true` 会在 HTML 中写入无效的 URL，例如 `http://:::3000/static/js/index.js`；这种情况下请改用含 `<port>` 的字符串，例如 `'http://[::1]:<port>/'` 或 `'http://localhost:<port>/'`。"));
  });

  test('the <port> placeholder is replaced with the port actually used', () => {
    assert.ok(served.placeholder.includes(`<script defer src="http://192.168.1.20:${takenPort + 1}/static/js/index.js"></script>`), served.placeholder);
  });

  test('true in a development build without a dev server gives http://localhost:3000/, and <port> becomes 3000 too', () => {
    assert.equal(script('noServer'), 'http://localhost:3000/static/js/index.js');
    assert.equal(script('placeholderNoServer'), 'http://192.168.1.20:3000/static/js/index.js');
  });

  test('without a dev server, a configured server.port takes the place of 3000', async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: dir, rsbuildConfig: { logLevel: 'silent', mode: 'development', server: { port: 4100 }, dev: { assetPrefix: true } } });
    const [config] = await rsbuild.initConfigs();
    assert.equal(config.output?.publicPath, 'http://localhost:4100/');
  });

  test('the mode chooses: a development build reads dev.assetPrefix, a production build output.assetPrefix (the CDN sample)', () => {
    assert.equal(script('cdnSample'), '/static/js/index.js');
    assert.equal(script('prodCdn'), 'https://cdn.example.com/my-app/static/js/index.js');
  });

  test("a dev server in mode 'production' uses output.assetPrefix", () => {
    assert.ok(served.production.includes('<script defer src="/out/static/js/index.js"></script>'), served.production);
  });

  test('setting dev.assetPrefix leaves output.assetPrefix on server.base', () => {
    assert.equal(script('prodInherit'), '/base/static/js/index.js');
  });

  test('import.meta.env.ASSET_PREFIX and process.env.ASSET_PREFIX hold the prefix without the trailing slash', () => {
    assert.ok(bundle('slashless').includes('window.prefix = "/app";'));
    assert.ok(bundle('slashless').includes('window.prefixFromProcess = "/app";'));
    assert.ok(bundle('cdnSample').includes('window.prefix = "";'));
  });

  test("with 'auto', import.meta.env.ASSET_PREFIX and process.env.ASSET_PREFIX hold the literal string \"auto\"", () => {
    assert.ok(bundle('auto').includes('window.prefix = "auto";'), bundle('auto'));
    assert.ok(bundle('auto').includes('window.prefixFromProcess = "auto";'));
    assert.ok(pageText('config/dev/asset-prefix', 'en').includes("The exception is `'auto'`: both then hold the literal string `\"auto\"`, not a URL, because the prefix is only known in the browser."));
    assert.ok(pageText('config/dev/asset-prefix', 'zh').includes("`'auto'` 是例外：此时两者的值都是字面字符串 `\"auto\"`，而不是 URL，因为前缀要到浏览器中才能确定。"));
  });

  test('with moduleFederation exposes, an unset dev.assetPrefix becomes true', () => {
    assert.equal(mfPrefix, true);
    assert.equal(mfPublicPath, 'http://localhost:3000/');
  });

  test('a moduleFederation with exposes inside environments leaves the prefix at server.base (/); the page says so', () => {
    assert.equal(mfEnvironmentPublicPath, '/');
    assert.ok(pageText('config/dev/asset-prefix', 'en').includes('Rsbuild only looks at the top-level `moduleFederation` for this: a `moduleFederation` with `exposes` set inside [environments](/config/environments) leaves the prefix at `server.base`'));
    assert.ok(pageText('config/dev/asset-prefix', 'zh').includes('Rsbuild 只根据顶层的 `moduleFederation` 做这项处理：如果带 `exposes` 的 `moduleFederation` 写在 [environments](/config/environments) 中，前缀仍然是 `server.base`'));
  });

  test('the page states the module federation default and the prefix of true without a dev server', () => {
    const en = pageText('config/dev/asset-prefix', 'en');
    const zh = pageText('config/dev/asset-prefix', 'zh');
    assert.ok(en.includes("`true` when [moduleFederation.options](/config/module-federation/options) has `exposes`"));
    assert.ok(en.includes('so `true` gives `http://localhost:3000/` there, with [server.port](/config/server/port) in place of `3000` when it is set.'));
    assert.ok(zh.includes('中配置了 `exposes` 时为 `true`'));
    assert.ok(zh.includes('此时 `true` 得到的是 `http://localhost:3000/`'));
  });
});
