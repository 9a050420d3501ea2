#!/usr/bin/env node
// Checks the version marks of the pages against the version history read from the published releases.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { LANGS, docsRoot as defaultDocsRoot, repoRoot } from '../site/docs-source/index';
import { isMain, parseCheckArgs, type Problem, report } from './lib/cli';
import { behaviourDataFile, entryProblems, readBehaviour } from './lib/behaviour-versions';
import { MARK_LINE, behaviourPlace, expectedMark, readSections, type VersionHistory } from './lib/version-marks';

export const defaultDataFile = fileURLToPath(new URL('./data/version-history.json', import.meta.url));

export function runVersionCheck({
  docsRoot = defaultDocsRoot,
  dataFile = defaultDataFile,
  behaviourFile = behaviourDataFile,
}: { docsRoot?: string; dataFile?: string; behaviourFile?: string } = {}): { summary: string[]; problems: Problem[] } {
  const history: VersionHistory = JSON.parse(readFileSync(dataFile, 'utf8'));
  const behaviour = readBehaviour(behaviourFile);
  const problems: Problem[] = [];
  const seenIds = new Set<string>();
  for (const entry of behaviour) {
    for (const message of entryProblems(entry)) problems.push({ file: behaviourFile, line: 1, message: `${entry.id ?? '(no id)'}: ${message}` });
    // Ids name an entry in messages and in `behaviour-versions.ts --only`; two alike hide one.
    if (seenIds.has(entry.id)) problems.push({ file: behaviourFile, line: 1, message: `${entry.id}: the id is used by another entry; ids must be unique` });
    seenIds.add(entry.id);
  }
  let items = 0;
  let marked = 0;
  for (const lang of LANGS) {
    const placed = new Set<string>();
    for (const section of readSections(docsRoot, lang)) {
      const marks = section.prose.filter((p) => MARK_LINE.test(p.text));
      const where = (line: number) => ({ file: section.file, line });
      const changes = behaviour.filter((entry) => behaviourPlace(entry) === `${section.relativeFile}#${section.id}`);
      changes.forEach((entry) => placed.add(entry.id));
      if (!section.items.length && !changes.length) {
        for (const mark of marks) problems.push({ ...where(mark.line), message: 'a version mark under a heading that documents no option, method, hook or plugin option, nor a change listed in the behaviour data' });
        continue;
      }
      items += section.items.length + changes.length;
      const { mark: expected, problem } = expectedMark(section, history, behaviour, lang);
      const name = [...section.items.map((i) => i.key), ...changes.map((c) => c.id)].join(', ');
      if (problem) {
        problems.push({ ...where(section.heading.line), message: problem });
        continue;
      }
      if (marks.length > 1) problems.push({ ...where(marks[1].line), message: `${name}: more than one version mark` });
      const actual = marks[0]?.text.trim();
      if (expected && !actual) {
        const what = changes.length ? 'changed inside 1.x' : 'added or grown after 1.0';
        problems.push({ ...where(section.heading.line), message: `${name}: ${what} but not marked; add "${expected}"` });
      } else if (!expected && actual) {
        problems.push({ ...where(marks[0].line), message: `${name}: marked, but the 1.0 baseline already has it as it is documented; remove the mark` });
      } else if (expected && actual !== expected) {
        problems.push({ ...where(marks[0].line), message: `${name}: the mark says "${actual}", the releases say "${expected}"` });
      } else if (expected) {
        marked++;
      }
    }
    for (const entry of behaviour) {
      if (!placed.has(entry.id)) problems.push({ file: behaviourFile, line: 1, message: `${entry.id}: no heading "${entry.heading}" on ${lang}/${entry.page}` });
    }
  }
  const summary = [
    `versions: ${items} documented items and behaviour changes read in ${LANGS.length} languages, ${marked} correct marks, against ${path.relative(repoRoot, dataFile)} (newest release ${history.newest}) and ${behaviour.length} changes in ${path.relative(repoRoot, behaviourFile)}`,
  ];
  return { summary, problems };
}

if (isMain(import.meta.url)) {
  const options = parseCheckArgs(
    `Usage: node --import tsx scripts/check-versions.ts [--docs <dir>]

Reads every documented item (a config page or \`key\` heading, rsbuild.* and api.* headings,
hooks, exports, dev server and environment context members, plugin options) and its "- **Version:** …" line (Chinese "- **版本：** …")
and compares it with scripts/data/version-history.json (written by
node --import tsx scripts/version-history.ts --write) and with the behaviour changes of
scripts/data/behaviour-versions.json (verified by node --import tsx scripts/behaviour-versions.ts), whose
texts follow the types' part of the mark on the heading each names. Fails on a mark that
disagrees with the data, on an item added or grown after the 1.0 baseline or a behaviour change
without a mark, on a mark for something the baseline already had, on an item missing from the
data, on a behaviour change whose heading is not on its page, and on a behaviour entry whose
"since" is not what its two releases prove.`,
  );
  process.exit(report('versions', runVersionCheck(options)));
}
