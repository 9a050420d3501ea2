// docs/{en,zh}/config/dev/cli-shortcuts.mdx, "custom": what rsbuild dev prints when the function
// does not return an array, with standard input a terminal (util-linux `script`) and without one.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { freePort, makeProject, rsbuildV1Dir, runCli, within } from './harness';

const files = { 'src/index.js': "console.log('page');\n", 'rsbuild.config.mjs': "export default { dev: { cliShortcuts: { custom: () => 'not a list' } } };\n" };

/** Runs the 1.x CLI on a pseudo-terminal until it exits; gives the exit code and the output. */
function runInTerminal(cwd: string, args: string[]): Promise<{ code: number | null; output: string }> {
  const bin = path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/bin/rsbuild.js');
  const env: Record<string, string | undefined> = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
  delete env.NODE_ENV;
  const child = spawn('script', ['-qfec', [process.execPath, bin, ...args].join(' '), '/dev/null'], { cwd, env });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk).replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '').replace(/\r/g, '')));
  const exited = new Promise<{ code: number | null; output: string }>((resolve) => child.on('close', (code) => resolve({ code, output })));
  return within(exited, 120_000, 'rsbuild dev on a terminal did not exit').finally(() => child.kill('SIGKILL'));
}

test('custom returns no array: after the URLs, Failed to start dev server., then [rsbuild:config] dev.cliShortcuts option must return an array of shortcuts. with a stack trace', async () => {
  const port = await freePort();
  const { code, output } = await runInTerminal(makeProject(files, 'cli-shortcuts-terminal'), ['dev', '--port', String(port)]);
  assert.equal(code, 1);
  assert.match(
    output,
    new RegExp(`  ➜  Local:    http://localhost:${port}/\\n(  ➜  Network:  .*\\n)*error   Failed to start dev server\\.\\nerror   \\[rsbuild:config\\] dev\\.cliShortcuts option must return an array of shortcuts\\.\\n    at `),
  );
});

test('custom is not called when standard input is not a terminal: the server starts', async () => {
  const dir = makeProject({ ...files, 'rsbuild.config.mjs': "export default { dev: { cliShortcuts: { custom: () => 'not a list' } }, plugins: [{ name: 'stop', setup(api) { api.onAfterStartDevServer(() => process.exit(0)); } }] };\n" }, 'cli-shortcuts-pipe');
  const { code, output } = await runCli(dir, ['dev', '--port', String(await freePort())]);
  assert.equal(code, 0);
  assert.doesNotMatch(output, /cliShortcuts/);
});
