/** Old paths and where the client redirects send them (each also under /zh), per the spec. */
export const REDIRECT_CASES: [from: string, to: string][] = [
  ['/config/source/alias', '/config/resolve/alias'],
  ['/config/source/alias-strategy', '/config/resolve/alias-strategy'],
  ['/guide/basic/css-usage', '/guide/styling/css-usage'],
  ['/guide/basic/css-modules', '/guide/styling/css-modules'],
  ['/guide/basic/tailwindcss', '/guide/styling/tailwindcss'],
  ['/guide/basic/tailwindcss-v3', '/guide/styling/tailwindcss-v3'],
  ['/guide/basic/unocss', '/guide/styling/unocss'],
  ['/guide/basic/configure-rspack', '/guide/configuration/rspack'],
  ['/guide/basic/configure-rsbuild', '/guide/configuration/rsbuild'],
  ['/guide/basic/configure-swc', '/guide/configuration/swc'],
  ['/plugins/list/react', '/plugins/list/plugin-react'],
  ['/plugins/list/sass', '/plugins/list/plugin-sass'],
  ['/plugins/list/svgr', '/plugins/list/plugin-svgr'],
];
