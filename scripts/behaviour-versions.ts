#!/usr/bin/env node
// Verifies scripts/data/behaviour-versions.json against the published releases: the evidence of
// each change is in the compiled code of its first release and not in the release before, and a
// bisection over every stable 1.x release finds the same first release.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../site/docs-source/index';
import { type BehaviourChange, behaviourDataFile, entryProblems, type Evidence, readBehaviour } from './lib/behaviour-versions';
import { isMain, parseCli } from './lib/cli';
import { type CacheOptions, compareVersions, defaultCacheDir, listStableVersions, firstIndexWith, releaseCode, releaseTypes } from './lib/release-types';

/** The evidence texts (of `entry.evidence`, or another list) that the compiled code of `version` lacks. */
function missingEvidence(entry: BehaviourChange, version: string, options: CacheOptions, evidence: Evidence[] = entry.evidence): Evidence[] {
  return evidence.filter(({ file, text }) => {
    // Evidence in a declaration file (such as types.d.ts) is read from the release's types.
    const dir = /\.d\.[cm]?ts$/.test(file) ? releaseTypes(entry.package, version, options) : releaseCode(entry.package, version, options);
    const full = path.join(dir, file);
    return !existsSync(full) || !sameQuotes(readFileSync(full, 'utf8')).includes(sameQuotes(text));
  });
}

/**
 * Code with every double quote as a single one: releases compiled by another bundler quote the
 * same strings differently, and a change of quotes alone must not pass for a change of behaviour.
 */
function sameQuotes(code: string): string {
  return code.replaceAll('"', "'");
}

/**
 * The first release of `releases` (oldest first) whose code has every evidence text (or every
 * text of `newestEvidence`, the form later releases compile it to), by bisection; assumes that
 * once a release has them, the later ones do too, and checks the newest.
 */
function firstReleaseWith(
  entry: BehaviourChange,
  releases: string[],
  options: CacheOptions,
): { problem: string; lastWithout?: undefined; firstWith?: undefined } | { problem?: undefined; lastWithout: string; firstWith: string } {
  const forms = [entry.evidence, entry.newestEvidence].filter((evidence): evidence is Evidence[] => Boolean(evidence));
  const has = (index: number) => forms.some((evidence) => missingEvidence(entry, releases[index], options, evidence).length === 0);
  const newest = releases.length - 1;
  if (!has(newest)) return { problem: `the newest release, ${releases[newest]}, lacks the evidence` };
  if (has(0)) return { problem: `the baseline, ${releases[0]}, already has the evidence` };
  const high = firstIndexWith(newest, has);
  return { lastWithout: releases[high - 1], firstWith: releases[high] };
}

/** Checks every entry; returns the lines to print and whether all passed. */
export function verifyBehaviour({
  file = behaviourDataFile,
  cacheDir = defaultCacheDir,
  offline = false,
  bisect = true,
  only,
}: { file?: string; cacheDir?: string; offline?: boolean; bisect?: boolean; only?: string } = {}): { lines: string[]; ok: boolean } {
  const options = { cacheDir, offline };
  const lines: string[] = [];
  let ok = true;
  const fail = (id: string, message: string) => {
    ok = false;
    lines.push(`FAIL ${id}: ${message}`);
  };
  // The 1.0 baselines found by the version history (the registry's 1.0.0 of @rsbuild/core is a pre-release).
  const baselines = JSON.parse(readFileSync(path.join(repoRoot, 'scripts/data/version-history.json'), 'utf8')).baselines;
  const releasesOf = new Map<string, string[]>();
  for (const entry of readBehaviour(file)) {
    if (only && entry.id !== only) continue;
    const problems = entryProblems(entry);
    if (problems.length) {
      problems.forEach((p) => fail(entry.id, p));
      continue;
    }
    const lacking = missingEvidence(entry, entry.firstWith, options);
    for (const e of lacking) fail(entry.id, `${entry.firstWith} lacks ${JSON.stringify(e.text)} in ${e.file}`);
    const before = missingEvidence(entry, entry.lastWithout, options);
    if (!before.length) fail(entry.id, `${entry.lastWithout} already has all the evidence`);
    if (entry.newestEvidence && !missingEvidence(entry, entry.lastWithout, options, entry.newestEvidence).length) {
      fail(entry.id, `${entry.lastWithout} already has all the newestEvidence`);
    }
    if (lacking.length || !before.length) continue;
    let note = '';
    if (bisect) {
      if (!releasesOf.has(entry.package)) {
        const baseline = baselines[entry.package]?.version ?? '1.0.0';
        releasesOf.set(entry.package, listStableVersions(entry.package).filter((v) => compareVersions(v, baseline) >= 0));
      }
      const releases = releasesOf.get(entry.package)!;
      const found = firstReleaseWith(entry, releases, options);
      if (found.problem) {
        fail(entry.id, found.problem);
        continue;
      }
      if (found.firstWith !== entry.firstWith || found.lastWithout !== entry.lastWithout) {
        fail(entry.id, `bisection over ${releases.length} releases finds ${found.lastWithout} → ${found.firstWith}, the data says ${entry.lastWithout} → ${entry.firstWith}`);
        continue;
      }
      note = `; bisection over ${releases.length} releases agrees`;
    }
    lines.push(`ok   ${entry.id}: ${entry.lastWithout} lacks and ${entry.firstWith} has ${entry.evidence.map((e) => `${e.file}: ${JSON.stringify(e.text)}`).join(', ')}${note}`);
  }
  return { lines, ok };
}

if (isMain(import.meta.url)) {
  const { values } = parseCli({
    usage: `Usage: node --import tsx scripts/behaviour-versions.ts [--only <id>] [--no-bisect] [--offline] [--cache <dir>]

Verifies scripts/data/behaviour-versions.json, the behaviour changes inside 1.x that the types
do not show (each marked under a heading of its page, checked by check-versions.ts). For each
change it downloads the compiled code (package.json, dist/**/*.js and bin/*.js, not compiled/;
the declaration files for evidence in a .d.ts file) of the release before and of the first release with npm pack, once, into the cache (default
.cache/rsbuild-versions/<package>/<version>/js/), and checks that every evidence string is in
the first release's file and not all of them in the release before. Then it re-derives the
first release by bisecting the stable 1.x releases from the 1.0 baseline (npm view), which
must give the same pair. Where the bundler's output changed form later, "newestEvidence" gives
the same code as the newest release has it; a release with either form counts.

To add a change: find a string of the compiled code that the change brought (a diff of
dist/index.cjs between the two releases), add the entry with its page, heading id, mark texts
(English and Chinese, naming "since") and release notes, run this script, then
node --import tsx scripts/version-history.ts --mark to write the marks.

  --only <id>   verify one change
  --no-bisect   check only the two releases the data names
  --offline     use only the cache; fail on a release that is not in it (implies --no-bisect)`,
    options: {
      only: { type: 'string' },
      'no-bisect': { type: 'boolean', default: false },
      offline: { type: 'boolean', default: false },
      cache: { type: 'string', default: defaultCacheDir },
    },
  });
  const { lines, ok } = verifyBehaviour({
    cacheDir: path.resolve(values.cache),
    offline: values.offline,
    bisect: !values['no-bisect'] && !values.offline,
    only: values.only,
  });
  console.log(lines.join('\n'));
  console.log(`${ok ? 'verified' : 'FAILED'}: ${path.relative(repoRoot, behaviourDataFile)}`);
  process.exit(ok ? 0 : 1);
}
