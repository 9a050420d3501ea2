/**
 * Client-side redirects, matched against `location.pathname`.
 * Every pattern is anchored so that it can never catch a page that exists;
 * The optional language prefix (`(/zh)?`) keeps the reader in their language and `(?:\.html)?`
 * accepts old links.
 */
import { PREFIXED_ROUTE_STARTS } from '../common/routes';

export interface RedirectRule {
  from: string;
  to: string;
}

const lang = `^(${PREFIXED_ROUTE_STARTS.join('|')})?`;
const html = '(?:\\.html)?$';

const styling = ['css-usage', 'css-modules', 'tailwindcss', 'tailwindcss-v3', 'unocss'];
const configuration = ['rspack', 'rsbuild', 'swc'];

export const ASSETS_RETRY_URL = 'https://github.com/rstackjs/rsbuild-plugin-assets-retry';

export const redirects: RedirectRule[] = [
  // The default language has no prefix: /en/... is the same page without it.
  { from: '^/en/?$', to: '/' },
  { from: '^/en(/.+)$', to: '$1' },
  { from: `${lang}/config/source/alias${html}`, to: '$1/config/resolve/alias' },
  { from: `${lang}/config/source/alias-strategy${html}`, to: '$1/config/resolve/alias-strategy' },
  { from: `${lang}/plugins/list/(?:plugin-)?assets-retry${html}`, to: ASSETS_RETRY_URL },
  ...styling.map((page) => ({
    from: `${lang}/guide/basic/${page}${html}`,
    to: `$1/guide/styling/${page}`,
  })),
  ...configuration.map((page) => ({
    from: `${lang}/guide/basic/configure-${page}${html}`,
    to: `$1/guide/configuration/${page}`,
  })),
  // Plugin pages use the `plugin-` slug in both languages.
  { from: `${lang}/plugins/list/(?!plugin-|index(?:\\.html)?$)([\\w-]+)${html}`, to: '$1/plugins/list/plugin-$2' },
];
