// What the command-line tools share: arguments, "run as a script?", reporting, the browser.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ParseArgsConfig, parseArgs } from 'node:util';
import { repoRoot } from '../../site/docs-source/index';

type ParseArgsOptionsConfig = NonNullable<ParseArgsConfig['options']>;

/** Whether the module at `moduleUrl` (its `import.meta.url`) is the script Node was started with. */
export function isMain(moduleUrl: string): boolean {
  return !!process.argv[1] && fileURLToPath(moduleUrl) === path.resolve(process.argv[1]);
}

/**
 * `node:util` `parseArgs` over the script's arguments, with `--help`/`-h` printing `usage` and exiting.
 * `options` are parseArgs options; unknown options fail with the usage.
 */
export function parseCli<const O extends ParseArgsOptionsConfig = {}, const P extends boolean = false>({
  usage,
  options,
  allowPositionals,
  args = process.argv.slice(2),
}: {
  usage: string;
  options?: O;
  allowPositionals?: P;
  args?: string[];
}): ReturnType<typeof parseArgs<CliConfig<O, P>>> {
  const config: CliConfig<O, P> = {
    args,
    options: { ...(options as O), help: { type: 'boolean', short: 'h' } },
    allowPositionals: allowPositionals ?? (false as P),
  };
  let parsed;
  try {
    parsed = parseArgs(config);
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    process.exit(2);
  }
  if ((parsed.values as { help?: boolean }).help) {
    console.log(usage);
    process.exit(0);
  }
  return parsed;
}

type CliConfig<O extends ParseArgsOptionsConfig, P extends boolean> = {
  args: string[];
  options: O & { help: { type: 'boolean'; short: 'h' } };
  allowPositionals: P;
};

/** The docs checks' one option: `--docs <dir>`, another docs folder (the tests' fixtures). */
export function parseCheckArgs<const O extends ParseArgsOptionsConfig = {}>(usage: string, options?: O) {
  const { values } = parseCli({ usage, options: { docs: { type: 'string' } as const, ...(options as O) } });
  const docs = (values as { docs?: string }).docs;
  return { ...values, docsRoot: docs ? path.resolve(docs) : undefined };
}

/** Prints the summary and every problem as `file:line: message`; returns the exit code. */
/** A problem a docs check found, at a line of a file. */
export interface Problem {
  file: string;
  line: number;
  message: string;
}

export function report(name: string, { summary, problems }: { summary: string[]; problems: Problem[] }): number {
  for (const line of summary) console.log(line);
  const sorted = [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  for (const problem of sorted) {
    console.log(`${path.relative(repoRoot, problem.file) || problem.file}:${problem.line}: ${problem.message}`);
  }
  console.log(sorted.length ? `${name}: ${sorted.length} problem(s)` : `${name}: ok`);
  return sorted.length ? 1 : 0;
}

/** The `--dir` option of the tools that read the built site; `builtSiteDir` resolves it. */
export const SITE_DIR_OPTION = { type: 'string', default: process.env.SITE_DIR ?? 'doc_build' } as const;

/** The built site's folder (`--dir`, relative to the repository), or exits when nothing is built there. */
export function builtSiteDir(dir: string): string {
  const siteDir = path.resolve(repoRoot, dir);
  if (!existsSync(path.join(siteDir, 'index.html'))) {
    console.error(`No built site in ${siteDir}: run \`npm run build\` first.`);
    process.exit(1);
  }
  return siteDir;
}
