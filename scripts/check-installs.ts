#!/usr/bin/env node
// Every install command of the docs pins the 1.x line of the packages whose `latest` release has
// moved past what Rsbuild 1.x supports: a bare name installs `latest`, and a 2.x @rsbuild/* package
// needs @rsbuild/core 2 (npm stops with ERESOLVE), while Solid 2 has no solid-js/web entry for
// the 1.x Solid plugin to compile against.
import path from 'node:path';
import { docsRoot as defaultDocsRoot, listSourceFiles } from '../site/docs-source/index';
import { isMain, parseCheckArgs, type Problem, report } from './lib/cli';

/** Release notes describe older versions as they were; their commands are not pinned. */
const HISTORICAL = /(^|[\\/])community[\\/]releases[\\/]/;

/** The packages to pin to 1.x, each with what a newer `latest` does in a 1.x project. */
const PINNED: { name: RegExp; why: string }[] = [
  { name: /^@rsbuild\/[\w.-]+/, why: 'its latest release may need @rsbuild/core 2' },
  { name: /^solid-js(?=@|$)/, why: 'its latest release, Solid 2, has no solid-js/web for the 1.x plugin' },
];

/** The words of one `install …`/`add …` command that name a package of PINNED without `@1`, with the reason. */
function unpinnedPackages(command: string): { word: string; why: string }[] {
  const words = command.trim().split(/\s+/);
  if (!['install', 'add', 'i'].includes(words[0])) return [];
  return words.flatMap((word) => {
    const rule = PINNED.find(({ name }) => name.test(word));
    return rule && !/@(\^|~)?1(\.|$)/.test(word.replace(/^@/, '')) ? [{ word, why: rule.why }] : [];
  });
}

export function runInstallCheck({ docsRoot = defaultDocsRoot }: { docsRoot?: string } = {}): { summary: string[]; problems: Problem[] } {
  const problems: Problem[] = [];
  let commands = 0;
  for (const lang of ['en', 'zh']) {
    for (const file of listSourceFiles(path.join(docsRoot, lang))) {
      if (HISTORICAL.test(path.relative(docsRoot, file.path))) continue;
      file.source.split('\n').forEach((text, index) => {
        for (const [, command] of text.matchAll(/<PackageManagerTabs\s+command="((?:install|add|i) [^"]*)"/g)) {
          commands++;
          for (const { word, why } of unpinnedPackages(command)) {
            problems.push({ file: file.path, line: index + 1, message: `"${command}" installs ${word} without @1: ${why}; write ${word.replace(/(?!^)@[^@/]*$/, '')}@1` });
          }
        }
      });
    }
  }
  return { summary: [`installs: ${commands} install commands read, outside the release notes`], problems };
}

if (isMain(import.meta.url)) {
  const options = parseCheckArgs(`Usage: node --import tsx scripts/check-installs.ts [--docs <dir>]

Fails on a PackageManagerTabs install command that names an @rsbuild/* package or solid-js
without pinning its 1.x line (@1). The release notes under community/releases/ are left as they were written.`);
  process.exit(report('installs', runInstallCheck(options)));
}
