import { spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RspressPlugin, UserConfig } from '@rspress/core';
import { repoRoot } from '../docs-source/index.mjs';
import { SEARCH_INDEX_DIR } from './format';
import { writeSearchIndex } from './write-index';

const languagesOf = (config: UserConfig) => (config.locales?.length ? config.locales.map((locale) => locale.lang) : [config.lang ?? 'en']);

function docsRootOf(config: UserConfig) {
  if (!config.root) throw new Error('pluginLocalSearchIndex needs the config’s `root` (the docs folder)');
  return config.root;
}

/**
 * Writes the search index of every language of the site, so that search works offline and
 * without an account. The docs are the ones of the config the plugin is given, so a fixture site
 * indexes its own pages.
 *
 * Building the index reads every page (about 14 s of one core for this site). A production build
 * does it in a second process while the site compiles, into a temporary folder copied into the
 * output once the build is done; the dev server writes it into the public folder before it starts.
 */
export function pluginLocalSearchIndex(): RspressPlugin {
  let pending: Promise<string> | undefined;
  return {
    name: 'rsbuild-docs:local-search-index',
    beforeBuild(config, isProd) {
      const docsRoot = docsRootOf(config);
      if (!isProd) {
        writeSearchIndex(docsRoot, path.join(docsRoot, 'public', SEARCH_INDEX_DIR), languagesOf(config));
        return;
      }
      const tempDir = path.join(os.tmpdir(), `rsbuild-docs-search-index-${process.pid}`);
      pending = new Promise((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'site/search/write-index.ts'), docsRoot, tempDir, ...languagesOf(config)], {
          cwd: repoRoot,
          stdio: ['ignore', 'inherit', 'inherit'],
        });
        child.on('error', reject);
        child.on('exit', (code) => (code === 0 ? resolve(tempDir) : reject(new Error(`the search index writer exited with ${code}`))));
      });
      // Failing later in afterBuild is enough; no unhandled rejection meanwhile.
      pending.catch(() => {});
    },
    async afterBuild(config, isProd) {
      if (!isProd || !pending) return;
      const tempDir = await pending;
      const outDir = path.resolve(config.outDir ?? 'doc_build', SEARCH_INDEX_DIR);
      rmSync(outDir, { recursive: true, force: true });
      cpSync(tempDir, outDir, { recursive: true });
      rmSync(tempDir, { recursive: true, force: true });
    },
  };
}
