// Fetches the type definitions of published releases into a git-ignored cache, once per version.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../site/docs-source/index';

export const defaultCacheDir = path.join(repoRoot, '.cache/rsbuild-versions');

/** The stable 1.x versions the registry has, oldest first. */
export function listStableVersions(pkg: string): string[] {
  const all = JSON.parse(execFileSync('npm', ['view', pkg, 'versions', '--json'], { encoding: 'utf8' }));
  return (all as string[]).filter((v) => /^1\.\d+\.\d+$/.test(v)).sort(compareVersions);
}

export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) if (pa[i] !== pb[i]) return pa[i] - pb[i];
  return 0;
}

/**
 * The mark's version: the first release when the registry has the one before it in the same line
 * (or it opens a minor line), else only the minor line (`1.4`), with the versions the registry lacks.
 */
export function provenVersion(lastWithout: string | undefined, firstWith: string): { version: string; missing?: string[] } {
  const [major, minor, patch] = firstWith.split('.').map(Number);
  if (patch === 0) return { version: firstWith };
  const previous = `${major}.${minor}.${patch - 1}`;
  if (lastWithout === previous) return { version: firstWith };
  const [, lastMinor, lastPatch] = (lastWithout ?? '0.0.0').split('.').map(Number);
  const from = lastMinor === minor ? lastPatch + 1 : 0;
  const missing: string[] = [];
  for (let p = from; p < patch; p++) missing.push(`${major}.${minor}.${p}`);
  return { version: `${major}.${minor}`, missing };
}

/**
 * The releases that may be the first with an item, when `since` names only a line (`1.2`) but a
 * release of that line is known to lack it: 1.2.0 without, 1.2.2 with and no 1.2.1 on the
 * registry give [1.2.1, 1.2.2], since "1.2" would read as "from 1.2.0 on". Undefined otherwise.
 */
export function candidateReleases(since: string, firstWith?: string, registryLacks?: string[]): string[] | undefined {
  if (!firstWith || since.split('.').length === 3 || !registryLacks?.length || registryLacks[0].endsWith('.0')) return undefined;
  return [...registryLacks, firstWith];
}

/**
 * The folder holding `package.json` and the `.d.ts` files of `pkg@version`, downloaded with
 * `npm pack` the first time and kept in the cache; the tarball itself is deleted after extraction.
 */
/** Where release files are kept, and whether the registry may be asked. */
export interface CacheOptions {
  cacheDir?: string;
  offline?: boolean;
}

export function releaseTypes(pkg: string, version: string, { cacheDir = defaultCacheDir, offline = false }: CacheOptions = {}): string {
  return releaseFiles(pkg, version, { cacheDir, offline, folder: 'package', keep: (file) => /\.d\.[cm]?ts$/.test(file) });
}

/**
 * The folder holding `package.json` and the JavaScript under `dist/` and `bin/` of `pkg@version`
 * (what the behaviour marks are proven from), kept beside the types in the cache. The bundled
 * third-party code under `compiled/` is left out. (The folder is named `js`: an older cache's
 * `code` folder holds `dist/` only.)
 */
export function releaseCode(pkg: string, version: string, { cacheDir = defaultCacheDir, offline = false }: CacheOptions = {}): string {
  return releaseFiles(pkg, version, { cacheDir, offline, folder: 'js', keep: (file) => /^package\/(dist|bin)\/.*\.[cm]?js$/.test(file) });
}

function releaseFiles(
  pkg: string,
  version: string,
  { cacheDir, offline, folder, keep }: { cacheDir: string; offline: boolean; folder: string; keep: (file: string) => boolean },
): string {
  const dir = path.join(cacheDir, pkg.replace('/', '__'), version);
  const done = path.join(dir, folder);
  if (existsSync(done)) return done;
  if (offline) throw new Error(`${pkg}@${version} is not in the cache (${done}) and --offline was given`);
  const work = `${done}.partial`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  execFileSync('npm', ['pack', `${pkg}@${version}`, '--pack-destination', work, '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'))!;
  const wanted = execFileSync('tar', ['-tzf', tarball], { cwd: work, encoding: 'utf8', maxBuffer: 64 << 20 })
    .split('\n')
    .filter((file) => file === 'package/package.json' || keep(file));
  execFileSync('tar', ['-xzf', tarball, ...wanted], { cwd: work, stdio: ['ignore', 'ignore', 'inherit'] });
  rmSync(path.join(work, tarball));
  mkdirSync(dir, { recursive: true });
  renameSync(path.join(work, 'package'), done);
  rmSync(work, { recursive: true, force: true });
  return done;
}

/**
 * The first index whose release has what `has` looks for, by halving: release 0 lacks it and
 * `newest` has it, and once a release has it every later one does.
 */
export function firstIndexWith(newest: number, has: (index: number) => boolean): number {
  let low = 0;
  let high = newest;
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if (has(middle)) high = middle;
    else low = middle;
  }
  return high;
}
