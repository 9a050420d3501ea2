// docs/{en,zh}/config/server/print-urls.mdx, "Return value": what a printUrls function's return
// prints, through the dev server's printUrls() (the same printing as at startup).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { freePort, makeProject, rsbuildCore, runCli } from './harness';

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
  devServer = await rsbuild.createDevServer({ runCompile: false });
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

test('Return value: localhost and 127.0.0.1 are labelled Local:, an [::1] URL Network:', () => {
  assert.equal(
    printed(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000', 'http://192.168.1.20:3000']),
    '  ➜  Local:    http://localhost:3000/\n' +
      '  ➜  Local:    http://127.0.0.1:3000/\n' +
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
