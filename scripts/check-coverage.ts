#!/usr/bin/env node
// Lists every option of RsbuildConfig with the page that documents it; fails on gaps in written groups.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANG } from '../common/languages';
import { docsRoot as defaultDocsRoot, parseMdx, plainText, repoRoot, listSourceFiles } from '../site/docs-source/index';
import { isMain, parseCheckArgs, type Problem, report } from './lib/cli';
import { kebab, readConfigOptions } from './lib/config-options';

/** The folder of a group of options, or undefined for top-level keys documented on their own page. */
function groupOf(key: string, groupKeys: Set<string>): string | undefined {
  const [first] = key.split('.');
  return key.includes('.') || groupKeys.has(first) ? first : undefined;
}

/**
 * Where each option is documented: a config page whose h1 is the key, or a heading on a config
 * page that names the full key (for example "Deprecated source.alias" on the resolve.alias page).
 */
export function findDocumentation(docsRoot: string, lang: string = DEFAULT_LANG): Map<string, string> {
  const places = new Map<string, string>();
  for (const file of listSourceFiles(path.join(docsRoot, lang, 'config'))) {
    const { headings } = parseMdx(file.source);
    for (const heading of headings) {
      const text = plainText(heading.text);
      const keys = heading.depth === 1 ? [text] : text.match(/[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+/g) ?? [];
      for (const key of keys) {
        if (!places.has(key)) places.set(key, `${path.relative(docsRoot, file.path)}:${heading.line}`);
      }
    }
  }
  return places;
}

export function runCoverageCheck({ docsRoot = defaultDocsRoot }: { docsRoot?: string } = {}): { summary: string[]; problems: Problem[] } {
  const options = readConfigOptions();
  const groupKeys = new Set(options.filter((o) => o.key.includes('.')).map((o) => o.key.split('.')[0]));
  const places = findDocumentation(docsRoot);
  const configDir = path.join(docsRoot, DEFAULT_LANG, 'config');
  const hasPages = (dir: string) => existsSync(dir) && readdirSync(dir).some((f) => /\.mdx?$/.test(f));
  const topLevelWritten = existsSync(configDir) && readdirSync(configDir).some((f) => /\.mdx?$/.test(f) && !/^index\./.test(f));

  const lines = [];
  const problems = [];
  const pending = new Map();
  let documented = 0;
  for (const option of options) {
    const group = groupOf(option.key, groupKeys);
    // A group's own key (e.g. `output`) is documented by the pages of its options.
    if (group && !option.key.includes('.')) continue;
    const place = places.get(option.key);
    const tag = option.deprecated ? ' (deprecated)' : '';
    if (place) {
      documented++;
      lines.push(`  ${option.key}${tag} → ${place}`);
      continue;
    }
    const groupDir = group ? path.join(configDir, kebab(group)) : configDir;
    const written = group ? hasPages(groupDir) : topLevelWritten;
    if (written) {
      const metaFile = path.join(groupDir, '_meta.json');
      problems.push({
        file: existsSync(metaFile) ? metaFile : groupDir,
        line: 1,
        message: `${option.key}${tag} is not documented: add /config/${group ? `${kebab(group)}/` : ''}${kebab(option.key.split('.').pop()!)} or a heading naming it`,
      });
    } else {
      const name = group ?? 'top-level options';
      pending.set(name, (pending.get(name) ?? 0) + 1);
    }
  }
  const total = documented + problems.length + [...pending.values()].reduce((a, b) => a + b, 0);
  const summary = [
    `coverage: ${documented} of ${total} options of RsbuildConfig (1.x) documented`,
    ...lines,
    ...[...pending].map(([group, count]) => `coverage: ${group}: ${count} options waiting for the group's pages (reported, not failed)`),
  ];
  return { summary, problems };
}

if (isMain(import.meta.url)) {
  const options = parseCheckArgs(`Usage: node --import tsx scripts/check-coverage.ts [--docs <dir>]

Reads the RsbuildConfig type of @rsbuild/core 1.x (top-level keys and the second-level
options of every group, deprecated ones included) and finds the page documenting each:
a config page whose h1 is the key, or a heading that names the full key. An option of a
group that has pages (docs/en/config/<group>/) must be documented; a group with no page
yet is reported, not failed. Top-level keys count once any top-level page exists.`);
  process.exit(report('coverage', runCoverageCheck(options)));
}
