// docs/{en,zh}/config/server/print-urls.mdx, "Return value": what a printUrls function's return
// prints, through the dev server's printUrls() (the same printing as at startup).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { freePort, makeProject, rsbuildCore, runCli, withNodeEnv, withTakenPort } from './harness';

const stripAnsi = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, '');

let nextReturn: unknown;
let devServer: { printUrls: () => void; close: () => Promise<void> };

before(async () => {
  const { createRsbuild } = await rsbuildCore();
  const dir = makeProject({ 'src/index.js': "console.log('page');\n" }, 'print-urls');
  const rsbuild = await createRsbuild({
    cwd: dir,
    rsbuildConfig: { server: { port: await freePort(), printUrls: (() => nextReturn) as never } },
  });
  // Nothing is compiled: printing needs only the server, and there is no compilation to end on close.
  // createDevServer sets NODE_ENV when it is unset; withNodeEnv puts the current value back.
  devServer = await withNodeEnv(process.env.NODE_ENV, () => rsbuild.createDevServer({ runCompile: false }));
});
after(() => devServer.close());

/** What one call of printUrls() prints when the function returns `value`. */
function printed(value: unknown): string {
  nextReturn = value;
  const lines: string[] = [];
  const log = console.log;
  console.log = (...args: unknown[]) => void lines.push(args.join(' '));
  try {
    devServer.printUrls();
  } finally {
    console.log = log;
  }
  return stripAnsi(lines.join('\n'));
}

test('Return value: any falsy return prints nothing', () => {
  for (const value of [undefined, null, false, 0, '']) assert.equal(printed(value), '', `returning ${JSON.stringify(value)}`);
  assert.equal(printed([]), '', 'an empty array prints nothing as well');
});

test('Return value: localhost and 127.0.0.1 are labelled Local:, with a port or without one (1.4.5 on), an [::1] URL Network:', () => {
  assert.equal(
    printed(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://localhost', 'http://[::1]:3000', 'http://192.168.1.20:3000']),
    '  ➜  Local:    http://localhost:3000/\n' +
      '  ➜  Local:    http://127.0.0.1:3000/\n' +
      '  ➜  Local:    http://localhost/\n' +
      '  ➜  Network:  http://[::1]:3000/\n' +
      '  ➜  Network:  http://192.168.1.20:3000/\n',
  );
});

test('Return value: an object gives its own label; without one the label is automatic', () => {
  assert.equal(
    printed([{ url: 'http://app.test:3000', label: 'Proxy:' }, { url: 'http://localhost:3000' }]),
    '  ➜  Proxy:    http://app.test:3000/\n  ➜  Local:    http://localhost:3000/\n',
  );
});

test('Return value: a truthy value that is not an array throws', () => {
  assert.throws(() => printed('http://localhost:3000'), { message: '[rsbuild:config] "server.printUrls" must return an array, but got string.' });
});

test('Return value: with rsbuild dev, Failed to start dev server., then [rsbuild:config] "server.printUrls" must return an array, but got string. and a stack trace; exit code 1', async () => {
  const dir = makeProject(
    { 'src/index.js': "console.log('page');\n", 'rsbuild.config.mjs': "export default { server: { printUrls: () => 'http://localhost:3000' } };\n" },
    'print-urls-cli',
  );
  const { code, stderr } = await runCli(dir, ['dev', '--port', String(await freePort())]);
  assert.equal(code, 1);
  assert.ok(stderr.startsWith('error   Failed to start dev server.\nerror   [rsbuild:config] "server.printUrls" must return an array, but got string.\n    at '), stderr);
});

type PrintParams = { urls: string[]; port: number; routes: { entryName: string; pathname: string }[]; protocol: string };

/** A dev server (nothing compiled) for `rsbuildConfig`, what one printUrls() call prints, and what a printUrls function received. */
async function printedBy(rsbuildConfig: Record<string, any>, name: string) {
  const { createRsbuild } = await rsbuildCore();
  const files = { 'src/index.js': "console.log('index');\n", 'src/admin.js': "console.log('admin');\n" };
  const received: PrintParams[] = [];
  const { printUrls } = rsbuildConfig.server ?? {};
  const config = {
    ...rsbuildConfig,
    server: { ...rsbuildConfig.server, printUrls: typeof printUrls === 'function' ? (params: PrintParams) => (received.push(params), printUrls(params)) : printUrls },
  };
  const lines: string[] = [];
  const server = await withNodeEnv(process.env.NODE_ENV, async () => (await createRsbuild({ cwd: makeProject(files, name), rsbuildConfig: config })).createDevServer({ runCompile: false }));
  const log = console.log;
  console.log = (...args: unknown[]) => void lines.push(args.join(' '));
  try {
    lines.length = 0;
    server.printUrls();
  } finally {
    console.log = log;
    await server.close();
  }
  return { printed: stripAnsi(lines.join('\n')), received, port: server.port };
}

test('several pages are grouped under each address, with server.base in the pathnames; a function gets one route per page, base included, and the base URLs', async () => {
  const port = await freePort();
  const source = { entry: { index: './src/index.js', admin: './src/admin.js' } };
  const grouped = await printedBy({ source, server: { host: 'localhost', port, base: '/app' } }, 'print-urls-pages');
  assert.equal(grouped.printed, `  ➜  Local:  \n  -  index    http://localhost:${port}/app/\n  -  admin    http://localhost:${port}/app/admin\n`);
  const called = await printedBy({ source, server: { host: 'localhost', port, base: '/app', printUrls: ({ urls }: PrintParams) => urls } }, 'print-urls-pages-fn');
  assert.deepEqual(called.received.at(-1), {
    urls: [`http://localhost:${port}`],
    port,
    protocol: 'http',
    routes: [{ entryName: 'index', pathname: '/app/' }, { entryName: 'admin', pathname: '/app/admin' }],
  });
  assert.equal(called.printed, grouped.printed, 'the returned base URLs get each page pathname appended');
});

test('several environments: the pages of all of them are grouped; an environment that writes below the shared dist folder has that folder in its pathnames', async () => {
  const port = await freePort();
  const environments = {
    web: { source: { entry: { index: './src/index.js' } } },
    web2: { source: { entry: { admin: './src/admin.js' } }, output: { distPath: { root: 'dist/two' } } },
  };
  const called = await printedBy({ environments, server: { host: 'localhost', port, printUrls: ({ urls }: PrintParams) => urls } }, 'print-urls-environments');
  assert.deepEqual(called.received[0].routes, [{ entryName: 'index', pathname: '/' }, { entryName: 'admin', pathname: '/two/admin' }]);
  assert.equal(called.printed, `  ➜  Local:  \n  -  index    http://localhost:${port}/\n  -  admin    http://localhost:${port}/two/admin\n`);
});

test('one page: one line per address; the page example that keeps localhost prints only the Local line', async () => {
  const port = await freePort();
  const one = await printedBy({ server: { port, printUrls: ({ urls }: PrintParams) => urls.filter((url) => url.includes('localhost')) } }, 'print-urls-one');
  assert.equal(one.printed, `  ➜  Local:    http://localhost:${port}/\n`);
  assert.ok(one.received[0].urls.includes(`http://localhost:${port}`) && one.received[0].urls.every((url) => !url.endsWith('/')), one.received[0].urls.join(' '));
});

test('port is the port in use after a busy port moved the server', async () => {
  await withTakenPort(async (taken) => {
    const moved = await printedBy({ server: { host: 'localhost', port: taken, printUrls: () => undefined } }, 'print-urls-port');
    assert.equal(moved.received[0].port, taken + 1);
    assert.deepEqual(moved.received[0].urls, [`http://localhost:${taken + 1}`]);
  });
});

test("no HTML page (output.target 'node'): true prints nothing; a function is still called, with routes []", async () => {
  const port = await freePort();
  const node = { output: { target: 'node' } };
  assert.equal((await printedBy({ ...node, server: { host: 'localhost', port } }, 'print-urls-node')).printed, '');
  const called = await printedBy({ ...node, server: { host: 'localhost', port, printUrls: ({ urls }: PrintParams) => urls } }, 'print-urls-node-fn');
  assert.deepEqual(called.received[0].routes, []);
  assert.equal(called.printed, `  ➜  Local:    http://localhost:${port}\n`, 'with no page, the returned URL is printed as it is');
});

test('a specific server.host lists only that address', async () => {
  const port = await freePort();
  const fixed = await printedBy({ server: { host: '127.0.0.1', port } }, 'print-urls-host');
  assert.equal(fixed.printed, `  ➜  Local:    http://127.0.0.1:${port}/\n`);
});

test('Examples: the reverse-proxy sample prints the server addresses, then its own line labelled Proxy:', async () => {
  const port = await freePort();
  const proxy = await printedBy(
    { server: { host: 'localhost', port, printUrls: ({ urls, port, protocol }: PrintParams) => [...urls, { url: `${protocol}://app.test:${port}`, label: 'Proxy:' }] } },
    'print-urls-proxy',
  );
  assert.equal(proxy.printed, `  ➜  Local:    http://localhost:${port}/\n  ➜  Proxy:    http://app.test:${port}/\n`);
});
