import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { dictionaries } from '../../common/i18n/dictionaries';
import { asLanguage } from '../../common/languages';
import { assertEveryCouplingMatched, FrameworkCoupling } from './coupling';

const SIDEBAR_OPENING = '<aside class="rp-doc-layout__sidebar';

const sidebarLandmarkCoupling = new FrameworkCoupling(
  'sidebar named in the HTML',
  'the opening tag `<aside class="rp-doc-layout__sidebar` of the doc layout\'s sidebar in the rendered HTML',
  true,
);

/** The page's HTML with its sidebar `aside` named in the page's language (`<html lang>`). */
export function withSidebarLandmarkName(html: string): string {
  if (!html.includes(SIDEBAR_OPENING)) return html;
  const lang = asLanguage(/<html[^>]*\slang="([^"]+)"/.exec(html)?.[1]);
  const label = dictionaries[lang].sidebarLandmarkLabel.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return html.replace(SIDEBAR_OPENING, `<aside aria-label="${label}" class="rp-doc-layout__sidebar`);
}

/**
 * The framework's doc layout has two unnamed `aside`s, the sidebar and the outline, which a
 * screen reader's landmark list cannot tell apart. theme/framework/LandmarkName.tsx names the sidebar
 * once the page has hydrated (and on pages rendered in the browser); this names it in the HTML
 * every page is served with, so the name is there before any script runs.
 */
export function pluginSidebarLandmarkName(): RspressPlugin {
  return {
    name: 'rsbuild-docs:sidebar-landmark-name',
    async afterBuild(config, isProd) {
      if (!isProd) return;
      sidebarLandmarkCoupling.reset();
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const pages = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => path.join(entry.parentPath, entry.name));
      await Promise.all(
        pages.map(async (file) => {
          const html = await readFile(file, 'utf8');
          const named = withSidebarLandmarkName(html);
          if (named !== html) {
            sidebarLandmarkCoupling.matched();
            await writeFile(file, named);
          }
        }),
      );
      assertEveryCouplingMatched([sidebarLandmarkCoupling]);
    },
  };
}
