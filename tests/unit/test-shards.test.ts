import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'node:test';
import { cpuReport, shardFiles, shardModuleSource, writeShardModules } from '../../scripts/lib/test-shards';

test('shardFiles balances by weight, heaviest group first, files in their given order', () => {
  const files = [
    { file: 'a.test.ts', weight: 5 },
    { file: 'b.test.ts', weight: 9 },
    { file: 'c.test.ts', weight: 4 },
    { file: 'd.test.ts', weight: 3 },
    { file: 'e.test.ts', weight: 1 },
  ];
  // 9 → first, 5 and 4 → second (9 each), 3 → first (12), 1 → second (10).
  assert.deepEqual(shardFiles(files, 2), [
    ['b.test.ts', 'd.test.ts'],
    ['a.test.ts', 'c.test.ts', 'e.test.ts'],
  ]);
});

test('shardFiles never makes an empty group, and gives one group for a count of 0', () => {
  const files = [
    { file: 'a.test.ts', weight: 1 },
    { file: 'b.test.ts', weight: 1 },
  ];
  assert.deepEqual(shardFiles(files, 5), [['a.test.ts'], ['b.test.ts']]);
  assert.deepEqual(shardFiles(files, 0), [['a.test.ts', 'b.test.ts']]);
  assert.deepEqual(shardFiles([], 3), []);
});

test('a shard module names each suite by its path from the root', () => {
  const source = shardModuleSource(['tests/behaviour/x.test.ts'], '/repo');
  assert.match(source, /\["tests\/behaviour\/x\.test\.ts", "file:\/\/\/repo\/tests\/behaviour\/x\.test\.ts"\]/);
});

test('files of one shard run in order, each with its own hooks, and none sees what the one before left in process.env or the working folder', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'shard-files-'));
  const log = path.join(folder, 'log.txt');
  const write = (name: string, body: string) => writeFileSync(path.join(folder, name), body);
  write(
    'first.test.mjs',
    `import { before, after, test } from 'node:test';
import { appendFileSync } from 'node:fs';
before(() => appendFileSync(${JSON.stringify(log)}, 'first before\\n'));
after(() => appendFileSync(${JSON.stringify(log)}, 'first after\\n'));
test('leaves things behind', () => { process.env.NODE_ENV = 'development'; process.env.PUBLIC_LEFT = '1'; process.chdir('/'); });
`,
  );
  write(
    'second.test.mjs',
    `import { before, test } from 'node:test';
import { appendFileSync } from 'node:fs';
before(() => appendFileSync(${JSON.stringify(log)}, 'second before\\n'));
test('finds them gone', () => appendFileSync(${JSON.stringify(log)}, \`NODE_ENV=\${process.env.NODE_ENV} PUBLIC_LEFT=\${process.env.PUBLIC_LEFT} cwd=\${process.cwd()}\\n\`));
`,
  );
  const [shard] = writeShardModules([['first.test.mjs', 'second.test.mjs']], folder);
  const env = { ...process.env };
  delete env.NODE_ENV;
  delete env.PUBLIC_LEFT;
  delete env.NODE_TEST_CONTEXT; // else the child reports to this runner instead of its stdout
  const result = spawnSync(process.execPath, ['--test', '--test-reporter=spec', shard], { cwd: folder, env, encoding: 'utf8' });
  assert.equal(result.status, 0, result.stdout + result.stderr);
  assert.match(result.stdout, /first\.test\.mjs/);
  assert.equal(readFileSync(log, 'utf8'), `first before\nfirst after\nsecond before\nNODE_ENV=undefined PUBLIC_LEFT=undefined cwd=${folder}\n`);
});

test("a keepState module's snapshot is taken before each file and its restore runs after that file's hooks", () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'shard-state-'));
  const log = path.join(folder, 'log.txt');
  const write = (name: string, body: string) => writeFileSync(path.join(folder, name), body);
  write(
    'state.mjs',
    `import { appendFileSync } from 'node:fs';
globalThis.level = 'info';
export async function snapshot() { const level = globalThis.level; return () => { globalThis.level = level; appendFileSync(${JSON.stringify(log)}, 'restored ' + level + '\\n'); }; }
`,
  );
  write(
    'quiet.test.mjs',
    `import { after, test } from 'node:test';
import { appendFileSync } from 'node:fs';
after(() => appendFileSync(${JSON.stringify(log)}, 'quiet after\\n'));
test('silences', () => { globalThis.level = 'silent'; });
`,
  );
  write(
    'loud.test.mjs',
    `import { test } from 'node:test';
import { appendFileSync } from 'node:fs';
test('logs', () => appendFileSync(${JSON.stringify(log)}, 'level ' + globalThis.level + '\\n'));
`,
  );
  const [shard] = writeShardModules([['quiet.test.mjs', 'loud.test.mjs']], folder, 'state.mjs');
  const env = { ...process.env };
  delete env.NODE_TEST_CONTEXT;
  const result = spawnSync(process.execPath, ['--test', '--test-reporter=spec', shard], { cwd: folder, env, encoding: 'utf8' });
  assert.equal(result.status, 0, result.stdout + result.stderr);
  assert.equal(readFileSync(log, 'utf8'), 'quiet after\nrestored info\nlevel info\nrestored info\n');
});

test("a keepState module's atShardEnd runs once, after the last file, and its CPU time is a line of its own", () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'shard-end-'));
  const log = path.join(folder, 'log.txt');
  const cpuLog = path.join(folder, 'cpu.jsonl');
  const write = (name: string, body: string) => writeFileSync(path.join(folder, name), body);
  write(
    'state.mjs',
    `import { appendFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
export function snapshot() { return () => {}; }
export async function atShardEnd() { spawnSync(process.execPath, ['-e', 'while (process.cpuUsage().user < 300000);']); appendFileSync(${JSON.stringify(log)}, 'shard end\\n'); }
`,
  );
  for (const name of ['one', 'two']) {
    write(`${name}.test.mjs`, `import { after, test } from 'node:test';\nimport { appendFileSync } from 'node:fs';\nafter(() => appendFileSync(${JSON.stringify(log)}, '${name} after\\n'));\ntest('${name}', () => {});\n`);
  }
  const [shard] = writeShardModules([['one.test.mjs', 'two.test.mjs']], folder, 'state.mjs');
  const env: NodeJS.ProcessEnv = { ...process.env, SHARD_CPU_LOG: cpuLog };
  delete env.NODE_TEST_CONTEXT;
  const result = spawnSync(process.execPath, ['--test', '--test-reporter=spec', shard], { cwd: folder, env, encoding: 'utf8' });
  assert.equal(result.status, 0, result.stdout + result.stderr);
  assert.equal(readFileSync(log, 'utf8'), 'one after\ntwo after\nshard end\n');
  const lines = readFileSync(cpuLog, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
  assert.deepEqual(lines.map((line) => line.file), ['one.test.mjs', 'two.test.mjs', '(shared by the files, after the last)']);
  assert.equal(lines[2].shared, true);
  assert.ok(lines[2].childrenMs >= 200, `the shard end's child counted: ${lines[2].childrenMs} ms`);
  assert.match(cpuReport(readFileSync(cpuLog, 'utf8'), 1), /^CPU time of the behaviour files: \d+ s in 2 files;/);
});

test('with SHARD_CPU_LOG set, a shard notes each file once, with the CPU time of the child processes it waited for', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'shard-cpu-'));
  const log = path.join(folder, 'cpu.jsonl');
  const write = (name: string, body: string) => writeFileSync(path.join(folder, name), body);
  // A child that spins until it has used 300 ms of CPU (not of wall time, which a busy machine
  // stretches): the parent's children total must show it.
  write(
    'busy.test.mjs',
    `import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
test('runs a busy child', () => { spawnSync(process.execPath, ['-e', 'while (process.cpuUsage().user < 300000);']); });
`,
  );
  write('idle.test.mjs', "import { test } from 'node:test';\ntest('does nothing', () => {});\n");
  const [shard] = writeShardModules([['busy.test.mjs', 'idle.test.mjs']], folder);
  const env: NodeJS.ProcessEnv = { ...process.env, SHARD_CPU_LOG: log };
  delete env.NODE_TEST_CONTEXT;
  const result = spawnSync(process.execPath, ['--test', '--test-reporter=spec', shard], { cwd: folder, env, encoding: 'utf8' });
  assert.equal(result.status, 0, result.stdout + result.stderr);
  const lines = readFileSync(log, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
  assert.deepEqual(lines.map((line) => line.file), ['busy.test.mjs', 'idle.test.mjs']);
  assert.ok(lines[0].childrenMs >= 200, `busy child counted: ${lines[0].childrenMs} ms`);
  assert.equal(lines[1].childrenMs, 0);
});

test('cpuReport lists the heaviest files by CPU time, with the total', () => {
  const log = [
    { file: 'a.test.ts', selfMs: 1000, childrenMs: 500 },
    { file: 'b.test.ts', selfMs: 200, childrenMs: 4800 },
    { file: 'c.test.ts', selfMs: 100, childrenMs: 0 },
  ]
    .map((line) => JSON.stringify(line))
    .join('\n');
  assert.equal(
    cpuReport(log, 2),
    [
      'CPU time of the behaviour files: 7 s in 3 files; the heaviest (s: total, in the test process, in its child processes):',
      '   5.0    0.2    4.8  b.test.ts',
      '   1.5    1.0    0.5  a.test.ts',
    ].join('\n'),
  );
});

test("a behaviour shard's console prints to stderr, so nothing the tests print reaches the stdout the runner reads its results from", () => {
  const module = pathToFileURL(path.resolve('tests/behaviour/print-to-stderr.ts')).href;
  const script = `const { printToStderr } = await import(${JSON.stringify(module)}); printToStderr(); console.log('log line'); console.info('info line'); console.warn('warn line');`;
  const result = spawnSync(process.execPath, ['--import', 'tsx/esm', '--input-type=module', '-e', script], { encoding: 'utf8' });
  assert.equal(result.status, 0, result.stderr);
  assert.equal(result.stdout, '');
  assert.equal(result.stderr, 'log line\ninfo line\nwarn line\n');
});
