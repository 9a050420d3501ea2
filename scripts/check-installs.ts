#!/usr/bin/env node
// Every install command of the docs pins the 1.x line of the @rsbuild/* packages it names: a bare
// name installs the package's `latest` release, and once that is a 2.x release it needs
// @rsbuild/core 2 and npm stops with ERESOLVE in a 1.x project.
import path from 'node:path';
import { docsRoot as defaultDocsRoot, listSourceFiles } from '../site/docs-source/index';
import { isMain, parseCheckArgs, type Problem, report } from './lib/cli';

/** Release notes describe older versions as they were; their commands are not pinned. */
const HISTORICAL = /(^|[\\/])community[\\/]releases[\\/]/;

/** The `@rsbuild/*` packages of one `install …`/`add …` command that are not pinned to 1.x. */
function unpinnedPackages(command: string): string[] {
  const words = command.trim().split(/\s+/);
  if (!['install', 'add', 'i'].includes(words[0])) return [];
  return words.filter((word) => /^@rsbuild\/[\w.-]+/.test(word) && !/^@rsbuild\/[\w.-]+@(\^|~)?1(\.|$)/.test(word));
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
          for (const name of unpinnedPackages(command)) {
            problems.push({ file: file.path, line: index + 1, message: `"${command}" installs ${name} without @1: its latest release may need @rsbuild/core 2; write ${name.replace(/@[^@/]*$/, '')}@1` });
          }
        }
      });
    }
  }
  return { summary: [`installs: ${commands} install commands read, outside the release notes`], problems };
}

if (isMain(import.meta.url)) {
  const options = parseCheckArgs(`Usage: node --import tsx scripts/check-installs.ts [--docs <dir>]

Fails on a PackageManagerTabs install command that names an @rsbuild/* package without pinning
its 1.x line (@1). The release notes under community/releases/ are left as they were written.`);
  process.exit(report('installs', runInstallCheck(options)));
}
