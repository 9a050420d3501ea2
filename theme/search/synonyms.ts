/**
 * Words readers use for the same thing, where the docs use more than one of them. Each line is
 * one group; a query word found in a group also finds the group's other entries (an entry of
 * several words must match all of them). Keep it small: every entry widens every query that
 * uses it.
 */
export const SYNONYMS: string[][] = [
  ['env', 'environment'],
  ['vars', 'variables'],
  ['var', 'variable'],
  ['ssr', 'server side rendering'],
  ['hmr', 'hot module replacement', 'hot reload'],
  ['csr', 'client side rendering'],
  ['mf', 'module federation'],
  ['deps', 'dependencies'],
  ['dev', 'development'],
  ['prod', 'production'],
  ['ts', 'typescript'],
  ['js', 'javascript'],
  ['热更新', '热替换', 'hmr'],
  ['环境变量', 'env'],
  ['服务端渲染', 'ssr'],
];
