// What the command-line tools share: arguments, "run as a script?", reporting, the browser.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { repoRoot } from '../../site/docs-source/index';

/** Whether the module at `moduleUrl` (its `import.meta.url`) is the script Node was started with. */
export function isMain(moduleUrl) {
  return !!process.argv[1] && fileURLToPath(moduleUrl) === path.resolve(process.argv[1]);
}

/**
 * `node:util` `parseArgs` over the script's arguments, with `--help`/`-h` printing `usage` and exiting.
 * `options` are parseArgs options; unknown options fail with the usage.
 */
export function parseCli({ usage, options = {}, allowPositionals = false, args = process.argv.slice(2) }) {
  let parsed;
  try {
    parsed = parseArgs({ args, options: { ...options, help: { type: 'boolean', short: 'h' } }, allowPositionals });
  } catch (error) {
    console.error(`${error.message}\n\n${usage}`);
    process.exit(2);
  }
  if (parsed.values.help) {
    console.log(usage);
    process.exit(0);
  }
  return parsed;
}

/** The docs checks' one option: `--docs <dir>`, another docs folder (the tests' fixtures). */
export function parseCheckArgs(usage, options = {}) {
  const { values } = parseCli({ usage, options: { docs: { type: 'string' }, ...options } });
  return { ...values, docsRoot: values.docs ? path.resolve(values.docs) : undefined };
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

/** The `--dir` option of the tools that read the built site; `builtSiteDir` resolves it. */
export const SITE_DIR_OPTION = { type: 'string', default: process.env.SITE_DIR ?? 'doc_build' };

/** The built site's folder (`--dir`, relative to the repository), or exits when nothing is built there. */
export function builtSiteDir(dir) {
  const siteDir = path.resolve(repoRoot, dir);
  if (!existsSync(path.join(siteDir, 'index.html'))) {
    console.error(`No built site in ${siteDir}: run \`npm run build\` first.`);
    process.exit(1);
  }
  return siteDir;
}
