// docs/{en,zh}/config/server/base.mdx: the error of a base without a leading slash; `rsbuild dev
// --base /app` (over a config file's other base): the printed URL, the script URLs, the public
// directory and the requests outside the base; a production build with base '/app' served by the
// preview server (same guard), its folder layout, BASE_URL in code, and an asset prefix that wins.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { buildProject, freePort, listFiles, makeProject, outputFile, pageText, readText, rsbuildCore, startCli, withNodeEnv } from './harness';

const files = {
  'src/index.js': "console.log('base', import.meta.env.BASE_URL, process.env.BASE_URL);\n",
  'public/robots.txt': 'User-agent: *\n',
};

test('a value without a leading slash stops Rsbuild with [rsbuild:config] The "server.base" option should start with a slash, for example: "/base"', async () => {
  const dir = makeProject({ 'src/index.js': "console.log('page');\n" }, 'server-base-slash');
  await assert.rejects(buildProject(dir, { server: { base: 'app' } }), { message: '[rsbuild:config] The "server.base" option should start with a slash, for example: "/base"' });
});

/** Status, Location header and body of a request that is not followed. */
async function get(port: number, pathname: string, accept = '*/*') {
  const response = await fetch(`http://localhost:${port}${pathname}`, { redirect: 'manual', headers: { accept } });
  return { status: response.status, location: response.headers.get('location'), body: await response.text() };
}

describe('server.base', () => {
  const dev = makeProject({ ...files, 'rsbuild.config.mjs': "export default { server: { base: '/other' } };\n" }, 'server-base-dev');
  const built = makeProject(files, 'server-base-build');
  let server: ReturnType<typeof startCli>;
  let devPort = 0;
  let previewPort = 0;
  let closePreview: (() => Promise<void>) | undefined;

  before(async () => {
    server = startCli(dev, ['dev', '--base', '/app', '--port', String(await freePort())], /ready /);
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: built, rsbuildConfig: { mode: 'production', logLevel: 'silent', server: { base: '/app', port: await freePort() } } });
    await withNodeEnv(undefined, async () => {
      await rsbuild.build();
      const preview = await rsbuild.preview();
      previewPort = preview.port;
      closePreview = () => preview.server.close();
    });
    await server.started;
    devPort = server.port();
  });

  after(async () => {
    await server?.stop();
    await closePreview?.();
  });

  test('rsbuild dev --base /app overrides the config file and prints http://localhost:<port>/app/', () => {
    assert.match(server.output(), new RegExp(`Local:\\s+http://localhost:${devPort}/app/\\n`));
  });

  test('the HTML references /app/static/js/index.js in development and /app/static/js/index.[hash].js in the build', async () => {
    const page = await get(devPort, '/app/');
    assert.equal(page.status, 200);
    assert.match(page.body, /<script defer src="\/app\/static\/js\/index\.js"><\/script>/);
    assert.match(readText(built, 'dist/index.html'), /<script defer src="\/app\/static\/js\/index\.[0-9a-f]+\.js"><\/script>/);
  });

  for (const which of ['dev', 'preview'] as const) {
    const port = () => (which === 'dev' ? devPort : previewPort);

    test(`${which}: public/robots.txt is served at /app/robots.txt`, async () => {
      assert.deepEqual(await get(port(), '/app/robots.txt'), { status: 200, location: null, body: 'User-agent: *\n' });
    });

    test(`${which}: with the base '/app', /app opens the home page like /app/`, async () => {
      const home = await get(port(), '/app');
      assert.equal(home.status, 200);
      assert.match(home.body, /<script defer src="\/app\/static\/js\/index\.(?:[0-9a-f]+\.)?js"><\/script>/);
    });

    test(`${which}: / and /index.html are redirected with 302 under the base`, async () => {
      assert.deepEqual(await get(port(), '/'), { status: 302, location: '/app/', body: '' });
      assert.deepEqual(await get(port(), '/index.html'), { status: 302, location: '/app/index.html', body: '' });
    });

    test(`${which}: another path outside the base answers 404 with a hint to the prefixed URL`, async () => {
      assert.deepEqual(await get(port(), '/robots.txt', 'text/plain'), {
        status: 404,
        location: null,
        body: 'The server is configured with a base URL of /app - did you mean to visit /app/robots.txt instead?',
      });
    });

    test(`${which}: /apple and /app-old count as inside the base: text/html gets index.html, application/json ${which === 'dev' ? 'the plain 404' : 'index.html too'}`, async () => {
      for (const pathname of ['/apple', '/app-old']) {
        for (const accept of which === 'dev' ? ['text/html'] : ['text/html', 'application/json']) {
          const html = await get(port(), pathname, accept);
          assert.equal(html.status, 200, pathname);
          assert.match(html.body, /<script defer src="\/app\/static\/js\/index\.(?:[0-9a-f]+\.)?js"><\/script>/, pathname);
        }
        if (which === 'dev') assert.deepEqual(await get(port(), pathname, 'application/json'), { status: 404, location: null, body: 'This page could not be found' }, pathname);
      }
    });
  }

  test("with a trailing slash in the base ('/app/'), /app answers 404 asking to visit /app/", async () => {
    const { createRsbuild } = await rsbuildCore();
    const rsbuild = await createRsbuild({ cwd: built, rsbuildConfig: { mode: 'production', logLevel: 'silent', server: { base: '/app/', port: await freePort(), printUrls: false } } });
    const preview = await withNodeEnv(undefined, () => rsbuild.preview());
    try {
      assert.deepEqual(await get(preview.port, '/app', 'text/plain'), {
        status: 404,
        location: null,
        body: 'The server is configured with a base URL of /app/ - did you mean to visit /app/ instead?',
      });
      assert.equal((await get(preview.port, '/app/')).status, 200);
    } finally {
      await preview.server.close();
    }
  });

  test('the page says why the base has no trailing slash and marks the --base flag as added in 1.2.5', () => {
    assert.ok(pageText('config/server/base', 'en').includes("Write it without a trailing slash, as in `'/app'`: both servers then open the home page at `/app` and at `/app/`. With `'/app/'`, a request for `/app` gets a 404 whose body asks you to visit `/app/` instead."));
    assert.ok(pageText('config/server/base', 'zh').includes("如果写成 `'/app/'`，请求 `/app` 会得到 404，响应内容提示你改为访问 `/app/`。"));
    assert.ok(pageText('config/server/base', 'en').includes('## Set the base from the command line\n\n- **Version:** the `--base` flag added in 1.2.5\n'));
    assert.ok(pageText('config/server/base', 'zh').includes('## 通过命令行设置 {#set-the-base-from-the-command-line}\n\n- **版本：** `--base` 参数 1.2.5 新增\n'));
  });

  test('the build writes to the root of dist/, not to dist/app/', () => {
    const written = listFiles(built).filter((file) => file.startsWith('dist/'));
    assert.ok(written.includes('dist/index.html'));
    assert.ok(written.includes('dist/robots.txt'));
    assert.ok(!written.some((file) => file.startsWith('dist/app/')));
  });

  test('import.meta.env.BASE_URL and process.env.BASE_URL are replaced with the base', () => {
    assert.match(outputFile(path.join(built, 'dist'), /^static\/js\/index\.[0-9a-f]+\.js$/), /console\.log\("base","\/app","\/app"\)/);
  });

  test('an output.assetPrefix you set wins over the base', async () => {
    const dir = makeProject(files, 'server-base-cdn');
    const { errors } = await buildProject(dir, { mode: 'production', server: { base: '/app' }, output: { assetPrefix: 'https://cdn.example.com/app/' } });
    assert.deepEqual(errors, []);
    assert.match(readText(dir, 'dist/index.html'), /<script defer src="https:\/\/cdn\.example\.com\/app\/static\/js\/index\.[0-9a-f]+\.js"><\/script>/);
  });

  test('the page says the base check is a plain string prefix, with what /apple gets from each server', () => {
    assert.ok(pageText('config/server/base', 'en').includes('with the base `/app`, paths such as `/apple` or `/app-old` start with `/app` and count as inside the base, so they get no hint.'));
    assert.ok(pageText('config/server/base', 'en').includes('the dev server sends `index.html` (status 200) to requests that accept HTML and its plain `404` response, `This page could not be found`, to others such as `Accept: application/json`; the preview server sends `index.html` to both.'));
    assert.ok(pageText('config/server/base', 'zh').includes('基础路径为 `/app` 时，`/apple`、`/app-old` 这类路径也以 `/app` 开头，会被视为在基础路径之内，因此不会收到提示。'));
    assert.ok(pageText('config/server/base', 'zh').includes('开发服务器对接受 HTML 的请求返回 `index.html`（状态码 200），对 `Accept: application/json` 等其他请求返回普通的 404 响应 `This page could not be found`；预览服务器对这两类请求都返回 `index.html`。'));
  });

  test('the page names the development script without a hash', () => {
    assert.ok(pageText('config/server/base', 'en').includes('references `/app/static/js/index.js` in development and `/app/static/js/index.[hash].js` in the production build.'));
    assert.ok(pageText('config/server/base', 'zh').includes('生成的 HTML 在开发时引用 `/app/static/js/index.js`，在生产构建中引用 `/app/static/js/index.[hash].js`。'));
  });
});
