/**
 * The framework's route table (`virtual-routes`) lists every page of both languages, and every page
 * loads it: it is how the client router finds a page's code. Each entry spells out its route, its
 * source file, its language and a few wrapper functions. Only the source file and the code loader
 * carry information: the route and the language follow from the file's path. This module rewrites
 * the table into a list of source files plus one loader each, and builds the same entries in the
 * browser: kilobytes less on every page (design/0002).
 */

import { routePathOfFile } from '../../common/routes';
import { FrameworkCoupling } from './coupling';

/** The framework's temporary route-table module, as the bundler resolves it. */
export const ROUTE_TABLE_MODULE = /[\\/]\.rspress[\\/]runtime[\\/]virtual-routes\.js$/;

export const routeTableCoupling = new FrameworkCoupling(
  'route table slimmed',
  "the temporary module .rspress/runtime/virtual-routes.js (`const loadRouteN = () => import(...)`, `{ path, element: React.createElement(RouteN), filePath, preload, lang, version }`)",
  true,
);

const failure = (message: string) => new Error(`framework coupling "${routeTableCoupling.name}": ${message}`);

interface RouteEntry {
  path: string;
  filePath: string;
  lang: string;
  version: string;
  loader: string;
}

// The framework's generated text, as its own generator writes it or as the compiler has reformatted
// it (the transform sees the latter): spacing, semicolons and `/*#__PURE__*/` marks may differ.
const LOADER = /const loadRoute(\d+)\s*=\s*(\(\)\s*=>\s*import\(\/\* webpackChunkName: "[^"]+" \*\/ "(?:[^"\\]|\\.)*"\))/g;
const ENTRY =
  /\{\s*path:\s*'([^']*)',\s*element:\s*(?:\/\*#__PURE__\*\/\s*)?React\.createElement\(Route(\d+)\),\s*filePath:\s*'([^']*)',\s*preload:\s*async\s*\(\)\s*=>\s*\{\s*await Route\2\.preload\(\);\s*return loadRoute\2\(\);\s*\},\s*lang:\s*'([^']*)',\s*version:\s*'([^']*)'\s*\}/g;
const COMPONENT = /const Route\d+\s*=\s*lazyWithPreload\(loadRoute\d+\)/g;

function parseRouteTable(code: string): RouteEntry[] {
  const loaders = new Map<string, string>();
  for (const [, index, loader] of code.matchAll(LOADER)) loaders.set(index, loader);
  const entries: RouteEntry[] = [];
  for (const [, path, index, filePath, lang, version] of code.matchAll(ENTRY)) {
    const loader = loaders.get(index);
    if (!loader) throw failure(`no loader for route ${path}`);
    entries.push({ path, filePath, lang, version, loader });
  }
  const declaredRoutes = code.match(COMPONENT)?.length ?? 0;
  if (entries.length === 0 || entries.length !== loaders.size || entries.length !== declaredRoutes) {
    throw failure(
      `the route table has an unknown shape (${entries.length} entries, ${loaders.size} loaders, ${declaredRoutes} components); check site/framework/slim-route-table.ts against this Rspress version.`,
    );
  }
  return entries;
}

/**
 * Rewrites the framework's route-table module. Fails the build when an entry's route or language
 * is not the one its file gives, or when a version is set, rather than shipping a wrong table.
 */
export function slimRouteTableModule(code: string, defaultLang: string, langs: readonly string[]): string {
  const entries = parseRouteTable(code);
  for (const entry of entries) {
    const derivedLang = entry.filePath.split('/')[0];
    if (routePathOfFile(entry.filePath, defaultLang) !== entry.path || derivedLang !== entry.lang || !langs.includes(entry.lang) || entry.version !== '') {
      throw failure(`${entry.filePath} is routed as ${entry.path} (${entry.lang}, version "${entry.version}"), which its path does not give.`);
    }
  }
  routeTableCoupling.matched();
  return `import React from 'react';
import { lazyWithPreload } from 'react-lazy-with-preload';
const routePathOfFile = ${routePathOfFile.toString()};
const loaders = [
${entries.map((entry) => `  ${entry.loader},`).join('\n')}
];
const files = ${JSON.stringify(entries.map((entry) => entry.filePath))};
export const routes = files.map((filePath, index) => {
  const load = loaders[index];
  const Page = lazyWithPreload(load);
  return {
    path: routePathOfFile(filePath, ${JSON.stringify(defaultLang)}),
    element: React.createElement(Page),
    filePath,
    preload: async () => {
      await Page.preload();
      return load();
    },
    lang: filePath.split('/')[0],
    version: '',
  };
});
`;
}
