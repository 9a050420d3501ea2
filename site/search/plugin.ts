import { spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RspressPlugin, UserConfig } from '@rspress/core';
import { repoRoot } from '../docs-source/index';
import { SEARCH_INDEX_DIR } from '../../common/search-format';
import { writeSearchIndex } from './write-index';

const LOWEST_PRIORITY = 19;

const languagesOf = (config: UserConfig) => (config.locales?.length ? config.locales.map((locale) => locale.lang) : [config.lang ?? 'en']);

function docsRootOf(config: UserConfig) {
  if (!config.root) throw new Error('pluginLocalSearchIndex needs the config’s `root` (the docs folder)');
  return config.root;
}

/**
 * Starts a process that writes the search index of `langs` into `outDir`.
 *
 * The build's critical path is its main thread (the framework's Markdown work), with CPU to spare
 * on the other core while it runs; at the lowest priority the writer takes only that spare time
 * instead of slowing the main thread down.
 */
export function startIndexWriter(docsRoot: string, outDir: string, langs: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'site/search/write-index.ts'), docsRoot, outDir, ...langs], {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (child.pid) os.setPriority(child.pid, LOWEST_PRIORITY);
  const written = new Promise<string>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(outDir) : reject(new Error(`the search index writer exited with ${code}`))));
  });
  return { pid: child.pid, written };
}

/**
 * Writes the search index of every language of the site, so that search works offline and
 * without an account. The docs are the ones of the config the plugin is given, so a fixture site
 * indexes its own pages.
 *
 * Building the index reads every page, seconds of one core (design/0007). A production build
 * does it in a second process while the site compiles, at the lowest CPU priority, into a temporary
 * folder copied into the output once the build is done; the dev server writes it into the public
 * folder before it starts.
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
      pending = startIndexWriter(docsRoot, tempDir, languagesOf(config)).written;
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
