// docs/{en,zh}/config/dev/cli-shortcuts.mdx, "custom": what rsbuild dev prints when the function
// does not return an array, with standard input a terminal (util-linux `script`) and without one;
// the keys typed in rsbuild preview and rsbuild dev on a terminal (h, u, o, q), help as a string and
// false; r in a startDevServer() script.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { freePort, makeProject, pageText, rsbuildV1Dir, runCli, waitFor, within } from './harness';

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

/**
 * Runs the 1.x CLI on a pseudo-terminal and types each line of `steps` once the output matches its
 * pattern (or its check returns true); resolves with the exit code and the output once the process ends.
 */
async function typeInTerminal(
  cwd: string,
  args: string[],
  steps: [RegExp | (() => boolean), string][],
  extraEnv: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  const bin = path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/bin/rsbuild.js');
  const env: Record<string, string | undefined> = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...extraEnv };
  delete env.NODE_ENV;
  delete env.CI;
  const child = spawn('script', ['-qfec', [process.execPath, bin, ...args].join(' '), '/dev/null'], { cwd, env });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk).replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '').replace(/\r/g, '')));
  const exited = new Promise<{ code: number | null; output: string }>((resolve) => child.on('close', (code) => resolve({ code, output })));
  try {
    for (const [pattern, line] of steps) {
      await waitFor(`${pattern} before typing ${line}`, () => (pattern instanceof RegExp ? pattern.test(output) : pattern()), 60_000).catch((error) => {
        throw new Error(`${error.message}\n${output}`);
      });
      child.stdin.write(`${line}\n`);
    }
    return await within(exited, 60_000, 'the CLI did not exit after q');
  } finally {
    child.kill('SIGKILL');
  }
}

// The keys the function receives, a shortcut of its own put before the built-in `u`, one with the
// key `h`, and the hint as a string.
const customConfig = `export default {
  dev: {
    cliShortcuts: {
      help: 'type h + enter for shortcuts, q + enter to quit',
      custom: (shortcuts) => {
        console.log('received: ' + shortcuts.map((shortcut) => shortcut.key).join(','));
        return [
          { key: 'u', description: 'u + enter  my own u', action: () => console.log('my own u ran') },
          { key: 'h', description: 'h + enter  my own h', action: () => console.log('my own h ran') },
          ...shortcuts,
        ];
      },
    },
  },
};
`;

test('rsbuild preview on a terminal: custom gets c, o, q and u (no r); h lists the descriptions as written, then runs an entry of its own with the key h; the first u wins; o opens the first page (no server.open); the help string replaces the hint; q exits', async () => {
  const dir = makeProject(
    {
      'rsbuild.config.mjs': customConfig,
      'src/index.js': '\n',
      'dist/index.html': '<!doctype html><p>built</p>\n',
      // The "browser" that `o` starts (Rsbuild runs $BROWSER with the URL): it writes the URL down.
      'browser.sh': '#!/bin/sh\necho "$@" >> "$(dirname "$0")/opened.txt"\n',
    },
    'cli-shortcuts-preview',
  );
  chmodSync(path.join(dir, 'browser.sh'), 0o755);
  const opened = () => (existsSync(path.join(dir, 'opened.txt')) ? readFileSync(path.join(dir, 'opened.txt'), 'utf8') : '');
  const port = await freePort();
  const { code, output } = await typeInTerminal(
    dir,
    ['preview', '--port', String(port)],
    [
      [/  ➜  type h \+ enter for shortcuts, q \+ enter to quit\n/, 'h'],
      [/my own h ran\n/, 'u'],
      [/my own u ran/, 'o'],
      [() => opened().endsWith('\n'), 'q'],
    ],
    { BROWSER: path.join(dir, 'browser.sh') },
  );
  assert.equal(code, 0, output);
  assert.equal(opened(), `http://localhost:${port}/\n`);
  assert.match(output, /received: c,o,q,u\n/);
  assert.doesNotMatch(output, /press h \+ enter/);
  assert.match(
    output,
    /  Shortcuts:\n  u \+ enter  my own u\n  h \+ enter  my own h\n  c \+ enter  clear console\n  o \+ enter  open in browser\n  q \+ enter  quit process\n  u \+ enter  show urls\n\n?my own h ran\n/,
  );
  assert.equal(output.match(/my own h ran/g)?.length, 1, output);
  // `u` ran the first entry only: the URLs were printed once, at startup.
  assert.equal(output.match(/➜  Local:/g)?.length, 1, output);
});

test('rsbuild dev on a terminal: custom gets r as well; help: false prints no hint, and q still works', async () => {
  const config = "export default { dev: { cliShortcuts: { help: false, custom: (shortcuts) => { console.log('received: ' + shortcuts.map((shortcut) => shortcut.key).join(',')); return shortcuts; } } } };\n";
  const dir = makeProject({ 'rsbuild.config.mjs': config, 'src/index.js': "console.log('page');\n" }, 'cli-shortcuts-dev-keys');
  const { code, output } = await typeInTerminal(dir, ['dev', '--port', String(await freePort())], [[/ready   built in/, 'q']]);
  assert.equal(code, 0, output);
  assert.match(output, /received: c,o,q,r,u\n/);
  assert.match(output, /  ➜  Local:    http:\/\/localhost:\d+\/\n/);
  assert.doesNotMatch(output, /press h|shortcuts/i);
});

test('the page says that an entry of your own with the key h runs after the list', () => {
  assert.ok(pageText('config/dev/cli-shortcuts', 'en').includes("typing `h` prints the list first and then runs your entry's `action` as well."));
  assert.ok(pageText('config/dev/cli-shortcuts', 'zh').includes('输入 `h` 后会先打印列表，再执行你这一项的 `action`。'));
});

test('Using the JavaScript API: r in a startDevServer() script restarts from the rsbuild.config.mjs of the working directory, not from the config object of the script', async () => {
  const port = await freePort();
  const marker = (text: string) => `{ name: 'marker', setup(api) { api.onAfterStartDevServer(() => console.log('${text}')); } }`;
  const dir = makeProject(
    {
      'src/index.js': "console.log('page');\n",
      'rsbuild.config.mjs': `export default { plugins: [${marker('config of the file')}] };\n`,
      'dev.mjs': `import { createRsbuild } from '@rsbuild/core';\nconst rsbuild = await createRsbuild({ rsbuildConfig: { dev: { cliShortcuts: true }, server: { port: ${port} }, plugins: [${marker('config of the script')}] } });\nawait rsbuild.startDevServer();\n`,
    },
    'cli-shortcuts-api-restart',
  );
  const env: Record<string, string | undefined> = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
  delete env.NODE_ENV;
  delete env.CI;
  const child = spawn('script', ['-qfec', `${process.execPath} dev.mjs`, '/dev/null'], { cwd: dir, env });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk).replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '').replace(/\r/g, '')));
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  try {
    await waitFor('the script\'s server', () => output.includes('config of the script\n'), 60_000);
    child.stdin.write('r\n');
    await waitFor('the restarted server', () => output.includes('config of the file\n'), 60_000);
    child.stdin.write('q\n');
    assert.equal(await within(exited, 60_000, 'the script did not exit after q'), 0, output);
  } finally {
    child.kill('SIGKILL');
  }
  assert.match(output, /config of the script\n[\s\S]*restarting server\.\.\.\n[\s\S]*config of the file\n/);
  assert.equal(output.match(/config of the script/g)?.length, 1, output);
});
