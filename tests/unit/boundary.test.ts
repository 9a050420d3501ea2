import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';

// theme/ runs in the browser, site/ at build time, common/ is read by both. Neither of the first
// two imports the other, common/ imports neither, and the config imports only site/ and common/
// (it may name theme files as strings for the framework).
const FORBIDDEN: Record<string, string[]> = {
  theme: ['site'],
  site: ['theme'],
  common: ['theme', 'site'],
  'rspress.config.ts': ['theme'],
};
const SOURCE = /\.(?:[cm]?[jt]sx?|css)$/;
// Static and dynamic imports, re-exports, CSS imports.
const SPECIFIERS = [/\b(?:import|export)\s[^'"]*?\bfrom\s*['"]([^'"]+)['"]/g, /(?<!@)\bimport\s*['"]([^'"]+)['"]/g, /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g, /@import\s+(?:url\()?['"]([^'"]+)['"]/g];

function sourceFiles(root: string, dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** Every import under theme/, site/, common/ and in rspress.config.ts that crosses the boundary, as `file: import 'specifier' reaches folder/`. */
function crossings(root: string): string[] {
  const files = [...sourceFiles(root, 'theme'), ...sourceFiles(root, 'site'), ...sourceFiles(root, 'common'), 'rspress.config.ts'];
  const found: string[] = [];
  for (const file of files) {
    let source: string;
    try {
      source = readFileSync(path.join(root, file), 'utf8');
    } catch {
      continue;
    }
    const forbidden = FORBIDDEN[file] ?? FORBIDDEN[file.split('/')[0]];
    for (const pattern of SPECIFIERS) {
      for (const [, specifier] of source.matchAll(pattern)) {
        if (!specifier.startsWith('.')) continue;
        const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
        const folder = target.split('/')[0];
        if (forbidden.includes(folder)) found.push(`${file}: import '${specifier}' reaches ${folder}/`);
      }
    }
  }
  return found;
}

test('theme/ and site/ never import each other, common/ imports neither, the config no theme/', () => {
  assert.deepEqual(crossings(path.resolve(import.meta.dirname, '../..')), []);
});

test('a planted import across the boundary is named with its file', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'boundary-'));
  try {
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    write('site/feeds.ts', "import { dictionaries } from '../theme/i18n/dictionaries';\nimport { LANGS } from '../common/languages';\n");
    write('theme/search/SearchModal.tsx', "import type { Language } from '../../site/languages';\nconst Modal = () => import('../../site/search/format');\n");
    write('theme/doc/OpenMenu.css', "@import '../../site/tokens.css';\n");
    write('common/routes.ts', "export { useLanguage } from '../theme/lib/useLanguage';\n");
    write('common/languages.ts', "import '../site/setup';\n");
    write('rspress.config.ts', "import { defineConfig } from '@rspress/core';\nimport { queryFlagsInlineScript } from './theme/doc/pagePartFlags';\nimport { redirects } from './site/redirects';\nconst globalUIComponents = [path.join(__dirname, 'theme/index.tsx')];\n");
    write('theme/lib/links.ts', "import { localizeHref } from '../../common/routes';\n");
    assert.deepEqual(crossings(root).sort(), [
      "common/languages.ts: import '../site/setup' reaches site/",
      "common/routes.ts: import '../theme/lib/useLanguage' reaches theme/",
      "rspress.config.ts: import './theme/doc/pagePartFlags' reaches theme/",
      "site/feeds.ts: import '../theme/i18n/dictionaries' reaches theme/",
      "theme/doc/OpenMenu.css: import '../../site/tokens.css' reaches site/",
      "theme/search/SearchModal.tsx: import '../../site/languages' reaches site/",
      "theme/search/SearchModal.tsx: import '../../site/search/format' reaches site/",
    ]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
