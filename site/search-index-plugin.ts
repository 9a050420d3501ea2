import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { buildSearchIndex, compactIndex } from '../scripts/lib/search-index.mjs';
import { SEARCH_INDEX_DIR } from './search';

/**
 * Writes one search index per language into the public folder before every build and dev
 * start, so that search works offline and without an account.
 */
export function pluginLocalSearchIndex({ docsRoot, langs }: { docsRoot: string; langs: string[] }): RspressPlugin {
  return {
    name: 'rsbuild-docs:local-search-index',
    beforeBuild() {
      const outDir = path.join(docsRoot, 'public', SEARCH_INDEX_DIR);
      mkdirSync(outDir, { recursive: true });
      for (const lang of langs) {
        const index = compactIndex(buildSearchIndex(lang, docsRoot));
        writeFileSync(path.join(outDir, `${lang}.json`), JSON.stringify(index));
      }
    },
  };
}
