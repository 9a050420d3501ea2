import { FrameworkCoupling } from './coupling';

/** The framework's temporary site-data module, as the bundler resolves it. */
export const SITE_DATA_MODULE = /[\\/]\.rspress[\\/]runtime[\\/]virtual-site-data\.js$/;

export const siteDataCoupling = new FrameworkCoupling(
  'sidebar source keys dropped',
  'the temporary module .rspress/runtime/virtual-site-data.js (`export default {...}` printed as JSON over several lines, sidebar items with `_fileKey`)',
  true,
);

/**
 * Drops the sidebar items' `_fileKey` (a source path the framework's build uses to match sidebar
 * items with files; the browser reads it only in the default overview, which ours replaces) from
 * the framework's site-data module (`export default {...}`), which every page loads. The dev
 * server's React Refresh appends code of its own after the object, which is kept.
 */
export function slimSiteDataModule(code: string): string {
  const start = /^\s*export default /.exec(code);
  if (!start) throw new Error(`framework coupling "${siteDataCoupling.name}": the site-data module has an unknown shape; check site/framework/site-data.ts against this Rspress version.`);
  const body = code.slice(start[0].length);
  // The object is printed over several lines: it ends at the first line that starts with `}`.
  const end = body.search(/\n\}/);
  const [object, after] = end >= 0 ? [body.slice(0, end + 2), body.slice(end + 2).replace(/^;?\s*/, '')] : [body.replace(/;?\s*$/, ''), ''];
  const slim = JSON.stringify(JSON.parse(object), (key, value) => (key === '_fileKey' ? undefined : value));
  siteDataCoupling.matched();
  return `export default ${slim};\n${after}`;
}
