import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { SEARCH_INDEX_DIR } from './format';
import { buildSearchIndex } from './records';

/**
 * Writes the search index of every language of the site into its public folder before every
 * build and dev start, so that search works offline and without an account. The docs are the
 * ones of the config the plugin is given, so a fixture site indexes its own pages.
 */
export function pluginLocalSearchIndex(): RspressPlugin {
  return {
    name: 'rsbuild-docs:local-search-index',
    beforeBuild(config) {
      if (!config.root) throw new Error('pluginLocalSearchIndex needs the config’s `root` (the docs folder)');
      const langs = config.locales?.length ? config.locales.map((locale) => locale.lang) : [config.lang ?? 'en'];
      const outDir = path.join(config.root, 'public', SEARCH_INDEX_DIR);
      rmSync(outDir, { recursive: true, force: true });
      for (const lang of langs) {
        const { index, texts } = buildSearchIndex(lang, config.root);
        mkdirSync(path.join(outDir, lang), { recursive: true });
        writeFileSync(path.join(outDir, lang, 'index.json'), JSON.stringify(index));
        texts.forEach((text, page) => writeFileSync(path.join(outDir, lang, `${page}.json`), JSON.stringify(text)));
      }
    },
  };
}
