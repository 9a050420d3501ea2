#!/usr/bin/env node
// Prints the normalized default config of the documented Rsbuild 1.x, for one mode.
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMain, parseCli } from './lib/cli';

const here = path.dirname(fileURLToPath(import.meta.url));
export const rsbuildV1Dir = path.join(here, '..', 'tools', 'rsbuild-v1');
const requireV1 = createRequire(path.join(rsbuildV1Dir, 'package.json'));

/** @rsbuild/core from tools/rsbuild-v1, refusing any other major (Rspress brings Rsbuild 2 along). */
export function loadRsbuildV1(): typeof import('../tools/rsbuild-v1/node_modules/@rsbuild/core') {
  const corePackage = path.join(rsbuildV1Dir, 'node_modules/@rsbuild/core/package.json');
  const { version } = requireV1(corePackage);
  if (!version.startsWith('1.')) throw new Error(`Expected @rsbuild/core 1.x in tools/rsbuild-v1, found ${version}`);
  return requireV1(path.dirname(corePackage));
}

/**
 * Normalized default config of Rsbuild 1.x for `mode`, created in an empty folder
 * so that no config file or tsconfig of this repository leaks into it.
 */
export async function readDefaults(mode: 'development' | 'production', { cwd }: { cwd?: string } = {}) {
  const { createRsbuild } = loadRsbuildV1();
  const dir = cwd ?? mkdtempSync(path.join(tmpdir(), 'rsbuild-defaults-'));
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = mode;
  try {
    const rsbuild = await createRsbuild({ cwd: dir, config: { mode }, loadEnv: false });
    await rsbuild.initConfigs();
    return { config: rsbuild.getNormalizedConfig(), cwd: dir };
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
    if (!cwd) rmSync(dir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  const { values, positionals } = parseCli({
    usage: `Usage: node --import tsx scripts/rsbuild-defaults.ts [--mode development|production] [key.path]

Prints the normalized default config of @rsbuild/core 1.x (from tools/rsbuild-v1),
or only the value at key.path (for example output.distPath). Functions print as [Function].`,
    options: { mode: { type: 'string', default: 'development' } },
    allowPositionals: true,
  });
  const { mode } = values;
  const [keyPath] = positionals;
  const { config } = await readDefaults(mode as 'development' | 'production');
  const value = keyPath ? keyPath.split('.').reduce<any>((obj, key) => obj?.[key], config) : config;
  console.log(
    JSON.stringify(value, (_key, v) => (typeof v === 'function' ? '[Function]' : v === undefined ? '[undefined]' : v), 2),
  );
}
