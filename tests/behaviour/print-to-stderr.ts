import { Console } from 'node:console';

/**
 * The test runner reads a shard's results from its stdout as V8-serialized frames. Text that the
 * tests or Rsbuild's logger print there can land among the frames, and Node 20's runner then stops
 * the whole shard with "Unable to deserialize cloned data due to invalid or unsupported version"
 * (it happened in CI, after a file whose dev servers print their URLs). The shard's console prints
 * to stderr instead; tests that replace `console.log` to read what was printed still can.
 */
export function printToStderr(target: Console = console) {
  const toStderr = new Console({ stdout: process.stderr, stderr: process.stderr });
  for (const method of ['log', 'info', 'debug', 'dir', 'dirxml', 'table', 'group', 'groupCollapsed', 'groupEnd', 'count', 'countReset', 'time', 'timeEnd', 'timeLog'] as const) {
    (target as unknown as Record<string, unknown>)[method] = toStderr[method].bind(toStderr);
  }
}
