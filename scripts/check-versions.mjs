#!/usr/bin/env node
// Checks the version marks of the pages against the version history read from the published releases.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { LANGS, docsRoot as defaultDocsRoot, repoRoot } from '../site/docs-source/index.mjs';
import { isMain, parseCheckArgs, report } from './lib/cli.mjs';
import { MARK_LINE, itemId, markText, readSections } from './lib/version-marks.mjs';

export const defaultDataFile = fileURLToPath(new URL('./data/version-history.json', import.meta.url));

/** The mark a section must carry (undefined for none), or a problem when its items disagree. */
function expectedMark(section, history, lang) {
  const marks = new Set();
  const unknown = [];
  for (const item of section.items) {
    const entry = history.items[itemId(item)];
    if (!entry) unknown.push(itemId(item));
    else marks.add(markText(entry, lang));
  }
  if (unknown.length) return { problem: `${unknown.join(', ')}: not in the version history; run npm run versions` };
  if (marks.size > 1) return { problem: `${section.items.map(itemId).join(', ')} arrived in different releases: give each its own heading` };
  return { mark: [...marks][0] };
}

export function runVersionCheck({ docsRoot = defaultDocsRoot, dataFile = defaultDataFile } = {}) {
  const history = JSON.parse(readFileSync(dataFile, 'utf8'));
  const problems = [];
  let items = 0;
  let marked = 0;
  for (const lang of LANGS) {
    for (const section of readSections(docsRoot, lang)) {
      const marks = section.prose.filter((p) => MARK_LINE.test(p.text));
      const where = (line) => ({ file: section.file, line });
      if (!section.items.length) {
        for (const mark of marks) problems.push({ ...where(mark.line), message: 'a version mark under a heading that documents no option, method, hook or plugin option' });
        continue;
      }
      items += section.items.length;
      const { mark: expected, problem } = expectedMark(section, history, lang);
      const name = section.items.map((i) => i.key).join(', ');
      if (problem) {
        problems.push({ ...where(section.heading.line), message: problem });
        continue;
      }
      if (marks.length > 1) problems.push({ ...where(marks[1].line), message: `${name}: more than one version mark` });
      const actual = marks[0]?.text.trim();
      if (expected && !actual) {
        problems.push({ ...where(section.heading.line), message: `${name}: added or grown after 1.0 but not marked; add "${expected}"` });
      } else if (!expected && actual) {
        problems.push({ ...where(marks[0].line), message: `${name}: marked, but the 1.0 baseline already has it as it is documented; remove the mark` });
      } else if (expected && actual !== expected) {
        problems.push({ ...where(marks[0].line), message: `${name}: the mark says "${actual}", the releases say "${expected}"` });
      } else if (expected) {
        marked++;
      }
    }
  }
  const summary = [
    `versions: ${items} documented items read in ${LANGS.length} languages, ${marked} correct marks, against ${path.relative(repoRoot, dataFile)} (newest release ${history.newest})`,
  ];
  return { summary, problems };
}

if (isMain(import.meta.url)) {
  const options = parseCheckArgs(
    `Usage: node --import tsx scripts/check-versions.mjs [--docs <dir>]

Reads every documented item (a config page or \`key\` heading, rsbuild.* and api.* headings,
hooks, exports, dev server and environment context members, plugin options) and its "- **Version:** …" line (Chinese "- **版本：** …")
and compares it with scripts/data/version-history.json (written by
node --import tsx scripts/version-history.mjs --write). Fails on a mark that disagrees with the data, on an
item added or grown after the 1.0 baseline without a mark, on a mark for something the baseline
already had, and on an item missing from the data.`,
  );
  process.exit(report('versions', runVersionCheck(options)));
}
