// The behaviour version data: what changed inside 1.x without a change in the types (a value
// form, a default, what the browser prints), where the pages mark it, and the evidence in the
// published packages' compiled code that proves the first release.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { candidateReleases, provenVersion } from './release-types';

export const behaviourDataFile = fileURLToPath(new URL('../data/behaviour-versions.json', import.meta.url));

export interface Evidence {
  /** A file of the package, e.g. `dist/index.cjs`. */
  file: string;
  /** A string of its code that the first release has and the one before lacks. */
  text: string;
}

export interface BehaviourChange {
  /** A short name, e.g. `server.printUrls:url-label-objects`. */
  id: string;
  /** The change in one sentence. */
  what: string;
  /** The page, relative to the language folder, e.g. `config/server/print-urls.mdx`. */
  page: string;
  /** The id of the heading the mark goes under (the same in both languages). */
  heading: string;
  /** The text of the mark (after `- **Version:** `), naming `since`. */
  mark: { en: string; zh: string };
  /** The npm package, e.g. `@rsbuild/core`. */
  package: string;
  /** The version the mark names (a patch release, or a minor line such as `1.4`). */
  since: string;
  /** The newest release the registry has without the change. */
  lastWithout: string;
  /** The first release the registry has with it. */
  firstWith: string;
  /** Releases between the two that the registry does not have. */
  registryLacks?: string[];
  /** Where the change was announced (the release notes). */
  release: string;
  /** What the compiled code of `firstWith` has and `lastWithout` lacks. */
  evidence: Evidence[];
  /**
   * The same code as the newest release compiles it, when the bundler's output changed form later
   * (the 1.0 releases were bundled differently).
   */
  newestEvidence?: Evidence[];
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/**
 * Problems of one entry's shape and of its own consistency (no download): every field present,
 * `since` is what `lastWithout` and `firstWith` prove, and both mark texts name it. The entry is
 * read from JSON, so any field may be missing.
 */
export function entryProblems(entry: any): string[] {
  const problems: string[] = [];
  for (const field of ['id', 'what', 'page', 'heading', 'package', 'since', 'lastWithout', 'firstWith', 'release']) {
    if (!isText(entry?.[field])) problems.push(`missing "${field}"`);
  }
  if (!isText(entry?.mark?.en) || !isText(entry?.mark?.zh)) problems.push('missing "mark.en" or "mark.zh"');
  const isEvidence = (list: unknown) => Array.isArray(list) && list.length > 0 && list.every((e: any) => isText(e?.file) && isText(e?.text));
  if (!isEvidence(entry?.evidence)) problems.push('"evidence" must list { file, text } from the compiled code');
  if (entry?.newestEvidence !== undefined && !isEvidence(entry.newestEvidence)) problems.push('"newestEvidence" must list { file, text } when present');
  if (problems.length) return problems;
  const proven = provenVersion(entry.lastWithout, entry.firstWith);
  if (proven.version !== entry.since) {
    problems.push(`"since" is ${entry.since}, but ${entry.lastWithout} → ${entry.firstWith} proves ${proven.version}`);
  }
  if (String(proven.missing ?? []) !== String(entry.registryLacks ?? [])) {
    problems.push(`"registryLacks" must be [${(proven.missing ?? []).join(', ')}]`);
  }
  // A mark written by hand names the candidates as the type marks do (see candidateReleases).
  const candidates = candidateReleases(entry.since, entry.firstWith, proven.missing);
  for (const lang of ['en', 'zh']) {
    if (!entry.mark[lang].includes(entry.since)) problems.push(`mark.${lang} does not name ${entry.since}`);
    if (candidates && !(entry.mark[lang].includes(candidates[0]) && entry.mark[lang].includes(entry.firstWith))) {
      problems.push(`mark.${lang} must name ${candidates[0]} and ${entry.firstWith}: ${entry.lastWithout} lacks the change`);
    }
  }
  return problems;
}

/** The entries of the data file. */
export function readBehaviour(file: string = behaviourDataFile): BehaviourChange[] {
  return JSON.parse(readFileSync(file, 'utf8')).changes;
}
