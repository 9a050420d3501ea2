// One tiny project with a type error, run through @rsbuild/plugin-type-check 1.x in a production
// build and in `rsbuild dev`, for the pages that mention the plugin in passing (guide/start/features,
// guide/faq/exceptions). guide-basic-typescript.test.ts proves the plugin's full behaviour.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort, makeProject, repoRoot, runCli, startCli, waitFor, type CliResult } from './harness';

export interface TypeCheckProbe {
  build: CliResult;
  /** Whether a checker worker process (ts-checker-rspack-plugin's getIssuesWorker.js) ran during the build. */
  buildWorker: boolean;
  /** What `rsbuild dev` printed up to the type error. */
  devOutput: string;
  devWorker: boolean;
}

/** Whether a process other than this one has `dir`'s tsconfig in its environment (the checker gets it in WORKER_DATA) and runs the worker script. */
function checkerRunning(dir: string): boolean {
  const needle = JSON.stringify(path.join(dir, 'tsconfig.json')).slice(1, -1);
  return readdirSync('/proc').some((pid) => {
    if (!/^\d+$/.test(pid) || Number(pid) === process.pid) return false;
    try {
      return (
        readFileSync(`/proc/${pid}/environ`, 'utf8').includes(needle) &&
        readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('ts-checker-rspack-plugin/lib/getIssuesWorker.js')
      );
    } catch {
      return false;
    }
  });
}

async function runProbe(): Promise<TypeCheckProbe> {
  const dir = makeProject(
    {
      'rsbuild.config.ts':
        "import { defineConfig } from '@rsbuild/core';\nimport { pluginTypeCheck } from '@rsbuild/plugin-type-check';\nexport default defineConfig({ plugins: [pluginTypeCheck()] });\n",
      // `types: []`: keep the @types packages of tools/rsbuild-v1 out of the check; the source needs none.
      'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true, noEmit: true, lib: ['DOM', 'ES2020'], types: [] }, include: ['src'] }),
      'src/index.ts': "const count: number = 'three';\nconsole.log(count);\n",
    },
    'type-check-probe',
  );
  let buildWorker = false;
  let building = true;
  const sampling = (async () => {
    while (building && !buildWorker) {
      buildWorker = checkerRunning(dir);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const build = await runCli(dir, ['build']);
  building = false;
  await sampling;

  const port = await freePort();
  const server = startCli(dir, ['dev', '--port', String(port)], /ready\s+built in/);
  try {
    await server.started;
    const devOutput = await waitFor('the type error from rsbuild dev', () => (/TS2322/.test(server.output()) ? server.output() : ''), 60_000);
    return { build, buildWorker, devOutput, devWorker: checkerRunning(dir) };
  } finally {
    await server.stop();
  }
}

/**
 * The probe's result, run once per test run: the files of one `node --test` run are children of
 * the same runner process, so the first file to ask runs the probe and leaves its result for the
 * others (a type-checked build and dev session cost seconds of both cores each).
 */
export async function probeTypeCheck(): Promise<TypeCheckProbe> {
  // The runner's pid and start time (field 22 of /proc/<pid>/stat): a later run whose runner gets
  // the same pid does not read an old result.
  const runnerStart = readFileSync(`/proc/${process.ppid}/stat`, 'utf8').split(') ')[1].split(' ')[19];
  const shared = path.join(repoRoot, '.tmp', 'behaviour', `type-check-probe-${process.ppid}-${runnerStart}`);
  const result = path.join(shared, 'result.json');
  mkdirSync(path.dirname(shared), { recursive: true });
  try {
    mkdirSync(shared);
  } catch {
    const text = await waitFor('the type-check probe of another test file', () => (existsSync(result) ? readFileSync(result, 'utf8') : ''), 180_000);
    return JSON.parse(text) as TypeCheckProbe;
  }
  const probe = await runProbe();
  writeFileSync(`${result}.part`, JSON.stringify(probe));
  // Renamed into place, so a reader never sees half of it.
  renameSync(`${result}.part`, result);
  return probe;
}
