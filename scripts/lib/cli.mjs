// What the check scripts share: argument parsing, file listing and reporting.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './docs.mjs';

/** Parses `--docs <dir>` and handles `--help`. */
export function parseCliArgs(args, { usage }) {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage);
    process.exit(0);
  }
  const options = {};
  const docsIndex = args.indexOf('--docs');
  if (docsIndex >= 0) options.docsRoot = path.resolve(args[docsIndex + 1]);
  return options;
}

/** Every .md/.mdx file below `dir`, shared fragments included, with its text. */
export function listSourceFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .filter((file) => /\.mdx?$/.test(file))
    .sort()
    .map((file) => {
      const full = path.join(dir, file);
      return { path: full, source: readFileSync(full, 'utf8') };
    });
}

/** Prints the summary and every problem as `file:line: message`; returns the exit code. */
export function report(name, { summary, problems }) {
  for (const line of summary) console.log(line);
  const sorted = [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  for (const problem of sorted) {
    console.log(`${path.relative(repoRoot, problem.file) || problem.file}:${problem.line}: ${problem.message}`);
  }
  console.log(sorted.length ? `${name}: ${sorted.length} problem(s)` : `${name}: ok`);
  return sorted.length ? 1 : 0;
}
