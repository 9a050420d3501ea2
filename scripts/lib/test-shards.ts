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
 * `snapshot()` (sync or async) returns the function that restores it.
 */
export function shardModuleSource(files: readonly string[], root: string, keepState?: string): string {
  const entries = files.map((file) => `  [${JSON.stringify(path.relative(root, path.resolve(root, file)))}, ${JSON.stringify(pathToFileURL(path.resolve(root, file)).href)}],`);
  return [
    "import { after, describe } from 'node:test';",
    keepState ? `import { snapshot } from ${JSON.stringify(pathToFileURL(path.resolve(root, keepState)).href)};` : 'const snapshot = () => () => {};',
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
    '      });',
    '    }',
    '  });',
    '}',
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
