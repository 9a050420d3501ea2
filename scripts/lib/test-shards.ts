/**
 * Test files in shared processes. Node 20's runner starts one process per test file, and each
 * process pays again for Node.js, tsx and the packages the file loads (for the behaviour tests,
 * @rsbuild/core and Rspack) before its first test. A shard module imports several test files,
 * each inside a suite named after the file, so their top-level hooks stay theirs and run before
 * and after that file's tests only; the files of a shard run one after another, and each finds
 * the environment variables and working folder the shard started with.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** A test file and its weight (any figure that grows with the time the file takes). */
export type WeightedFile = { file: string; weight: number };

/**
 * Splits the files into at most `count` groups of about equal weight: heaviest file first, each
 * into the lightest group so far. Groups keep the files in their given order, and come heaviest
 * first, so that a runner which starts them in order ends them at about the same time.
 */
export function shardFiles(files: readonly WeightedFile[], count: number): string[][] {
  const groups = Array.from({ length: Math.max(1, Math.min(count, files.length)) }, () => ({ weight: 0, members: new Set<string>() }));
  for (const { file, weight } of [...files].sort((a, b) => b.weight - a.weight || a.file.localeCompare(b.file))) {
    const lightest = groups.reduce((best, group) => (group.weight < best.weight ? group : best));
    lightest.weight += weight;
    lightest.members.add(file);
  }
  return groups
    .filter((group) => group.members.size > 0)
    .sort((a, b) => b.weight - a.weight)
    .map((group) => files.map(({ file }) => file).filter((file) => group.members.has(file)));
}

/**
 * The source of a shard module: one suite per test file, named by its path from `root`.
 * `keepState`, a module path from `root`, may name more state to put back between files: its
 * `snapshot()` (sync or async) returns the function that restores it. Its `atShardEnd()`, if it
 * exports one, runs after the last file (to end what the files shared).
 */
export function shardModuleSource(files: readonly string[], root: string, keepState?: string): string {
  const entries = files.map((file) => `  [${JSON.stringify(path.relative(root, path.resolve(root, file)))}, ${JSON.stringify(pathToFileURL(path.resolve(root, file)).href)}],`);
  return [
    "import { after, before, describe } from 'node:test';",
    "import { appendFileSync, readFileSync } from 'node:fs';",
    keepState ? `import * as keptState from ${JSON.stringify(pathToFileURL(path.resolve(root, keepState)).href)};` : 'const keptState = { snapshot: () => () => {} };',
    'const { snapshot, atShardEnd } = keptState;',
    '// With SHARD_CPU_LOG set, one JSON line per file: its CPU time in this process and in the',
    '// child processes it ran and waited for (the CLI, tsc, Chromium), from /proc/self/stat.',
    'const cpuLog = process.env.SHARD_CPU_LOG;',
    'const cpuTicks = () => {',
    '  // utime, stime, cutime, cstime: in clock ticks, which Linux reports as hundredths of a second (USER_HZ 100).',
    "  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ').map(Number);",
    '  return { self: fields[11] + fields[12], children: fields[13] + fields[14] };',
    '};',
    '// A file that ran in a process of its own could leave variables (NODE_ENV, what a .env file',
    '// loaded) and the working folder changed; the next file of the shard must not see them.',
    'const restoreProcess = (env, cwd) => {',
    '  for (const key of Object.keys(process.env)) if (!(key in env)) delete process.env[key];',
    '  Object.assign(process.env, env);',
    '  process.chdir(cwd);',
    '};',
    'for (const [name, url] of [',
    ...entries,
    ']) {',
    '  describe(name, async () => {',
    '    let start;',
    '    if (cpuLog) before(() => void (start = cpuTicks()));',
    '    const env = { ...process.env };',
    '    const cwd = process.cwd();',
    '    const restoreState = await snapshot();',
    '    try {',
    '      await import(url);',
    '    } finally {',
    '      after(() => {',
    "        // after the file's own last hooks",
    '        restoreProcess(env, cwd);',
    '        restoreState();',
    '        if (cpuLog && start) {',
    '          const end = cpuTicks();',
    '          const line = { file: name, selfMs: (end.self - start.self) * 10, childrenMs: (end.children - start.children) * 10 };',
    "          appendFileSync(cpuLog, JSON.stringify(line) + '\\n');",
    '        }',
    '      });',
    '    }',
    '  });',
    '}',
    '// What the files shared (a browser) ends after the last one; with SHARD_CPU_LOG set, its CPU',
    '// time is one more line, since a child process counts only once it has ended and been waited for.',
    'if (atShardEnd) after(async () => {',
    '  const start = cpuTicks();',
    '  await atShardEnd();',
    '  if (cpuLog) {',
    '    const end = cpuTicks();',
    "    const line = { file: '(shared by the files, after the last)', shared: true, selfMs: (end.self - start.self) * 10, childrenMs: (end.children - start.children) * 10 };",
    "    appendFileSync(cpuLog, JSON.stringify(line) + '\\n');",
    '  }',
    '});',
    '',
  ].join('\n');
}

/** Writes one shard module per group to a new temporary folder and gives their paths. */
export function writeShardModules(groups: readonly string[][], root: string, keepState?: string): string[] {
  const folder = mkdtempSync(path.join(tmpdir(), 'test-shards-'));
  return groups.map((files, index) => {
    const shard = path.join(folder, `shard-${index + 1}.test.mjs`);
    writeFileSync(shard, shardModuleSource(files, root, keepState));
    return shard;
  });
}

/** One line of a shard's CPU log: a test file and the CPU time it used in the shard's process and in its children. */
type FileCpu = { file: string; selfMs: number; childrenMs: number; shared?: true };

/** The CPU log of a run (JSON lines), as a table of the `top` heaviest files and the total. */
export function cpuReport(log: string, top: number): string {
  const files: FileCpu[] = log.split('\n').filter(Boolean).map((line) => JSON.parse(line));
  const cpu = (entry: FileCpu) => entry.selfMs + entry.childrenMs;
  const seconds = (ms: number) => (ms / 1000).toFixed(1).padStart(6);
  const total = files.reduce((sum, entry) => sum + cpu(entry), 0);
  const rows = [...files]
    .sort((a, b) => cpu(b) - cpu(a) || a.file.localeCompare(b.file))
    .slice(0, top)
    .map((entry) => `${seconds(cpu(entry))} ${seconds(entry.selfMs)} ${seconds(entry.childrenMs)}  ${entry.file}`);
  return [
    `CPU time of the behaviour files: ${(total / 1000).toFixed(0)} s in ${files.filter((entry) => !entry.shared).length} files; the heaviest (s: total, in the test process, in its child processes):`,
    ...rows,
  ].join('\n');
}
