/**
 * The browser's code-loading runtime lists every async file's name; route chunks are named
 * `route-<12 hex digits>` by the framework, which put kilobytes of names into every page. The
 * names stay on the chunks (the framework finds a page's chunk by name to preload it); only the
 * file names drop them.
 *
 * `static/js/async/[name].[contenthash:10].js` → `static/js/async/[contenthash:10].js`.
 */
export function asyncFileNameWithoutChunkName(template: string): string {
  if (!template.includes('[name].') || !template.includes('[contenthash')) {
    throw new Error(`framework coupling "async file names": unexpected async file name template ${template}; check site/framework/async-chunk-names.ts against this Rspress version.`);
  }
  return template.replace('[name].', '');
}

/** Rsbuild's `tools.rspack` hook that applies it to production builds of the browser bundle. */
export function rspackAsyncFileNames(
  config: { output?: { chunkFilename?: unknown } },
  { environment, isProd }: { environment: { name: string }; isProd: boolean },
) {
  // The dev server names its files without a content hash, and there the bytes do not matter.
  if (environment.name !== 'web' || !isProd) return;
  config.output = { ...config.output, chunkFilename: asyncFileNameWithoutChunkName(String(config.output?.chunkFilename)) };
}
