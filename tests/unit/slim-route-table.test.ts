import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { slimRouteTableModule } from '../../site/framework/slim-route-table';

const generatorFile = path.resolve(import.meta.dirname, '../../node_modules/@rspress/core/dist/node/route/RouteService.js');

/** The framework's own route-table code for these routes, so the test follows its real shape. */
async function frameworkRouteTable(routes: Array<{ routePath: string; relativePath: string; lang: string; version?: string }>) {
  const { RouteService } = await import(generatorFile);
  return RouteService.prototype.generateRoutesCodeByRouteMeta.call(
    {},
    routes.map((route) => ({ version: '', ...route, absolutePath: `/site/docs/${route.relativePath}`, pageName: '' })),
  ) as string;
}

/** Runs the rewritten module with stand-ins for React and the lazy loader. */
function evaluateRoutes(code: string) {
  const body = code
    .replace("import React from 'react';", 'const React = { createElement: (component) => ({ component }) };')
    .replace("import { lazyWithPreload } from 'react-lazy-with-preload';", 'const lazyWithPreload = (load) => ({ preload: load });')
    .replace(/import\(\/\* webpackChunkName: "([^"]+)" \*\/ ("[^"]+")\)/g, 'Promise.resolve({ chunk: "$1", file: $2 })')
    .replace('export const routes =', 'return');
  return new Function(body)() as Array<{ path: string; filePath: string; lang: string; version: string; preload: () => Promise<{ chunk: string; file: string }> }>;
}

test('the rewritten route table gives the framework entries with each page loader in order', async () => {
  const code = slimRouteTableModule(
    await frameworkRouteTable([
      { routePath: '/', relativePath: 'en/index.mdx', lang: 'en' },
      { routePath: '/zh/guide/start/quick-start', relativePath: 'zh/guide/start/quick-start.mdx', lang: 'zh' },
      { routePath: '/config/', relativePath: 'en/config/index.mdx', lang: 'en' },
    ]),
    'en',
    ['en', 'zh'],
  );
  assert.ok(code.includes('const files = ["en/index.mdx","zh/guide/start/quick-start.mdx","en/config/index.mdx"];'));
  const routes = evaluateRoutes(code);
  assert.deepEqual(
    routes.map(({ path, filePath, lang, version }) => ({ path, filePath, lang, version })),
    [
      { path: '/', filePath: 'en/index.mdx', lang: 'en', version: '' },
      { path: '/zh/guide/start/quick-start', filePath: 'zh/guide/start/quick-start.mdx', lang: 'zh', version: '' },
      { path: '/config/', filePath: 'en/config/index.mdx', lang: 'en', version: '' },
    ],
  );
  assert.deepEqual(await routes[1].preload(), { chunk: 'route-377490f1c343', file: '/site/docs/zh/guide/start/quick-start.mdx' });
});

test('the table is also read after the compiler has reformatted it', () => {
  // As the transform receives it in the build: the framework's text after the JavaScript compiler.
  const compiled = `import React from 'react';
import { lazyWithPreload } from "react-lazy-with-preload";
const loadRoute0 = ()=>import(/* webpackChunkName: "route-719dd463fad2" */ "/work/main/docs/en/api/javascript-api/instance.mdx");
const Route0 = lazyWithPreload(loadRoute0);
export const routes = [
    {
        path: '/api/javascript-api/instance',
        element: /*#__PURE__*/ React.createElement(Route0),
        filePath: 'en/api/javascript-api/instance.mdx',
        preload: async ()=>{
            await Route0.preload();
            return loadRoute0();
        },
        lang: 'en',
        version: ''
    }
];
`;
  const code = slimRouteTableModule(compiled, 'en', ['en', 'zh']);
  assert.ok(code.includes('const files = ["en/api/javascript-api/instance.mdx"];'));
  assert.ok(code.includes('()=>import(/* webpackChunkName: "route-719dd463fad2" */ "/work/main/docs/en/api/javascript-api/instance.mdx"),'));
  assert.deepEqual(
    evaluateRoutes(code).map(({ path, lang }) => ({ path, lang })),
    [{ path: '/api/javascript-api/instance', lang: 'en' }],
  );
});

test('a route its file does not give, a version or an unknown shape fails the build', async () => {
  const moved = await frameworkRouteTable([{ routePath: '/start', relativePath: 'en/guide/start/index.mdx', lang: 'en' }]);
  assert.throws(() => slimRouteTableModule(moved, 'en', ['en', 'zh']), /routed as \/start/);
  const versioned = await frameworkRouteTable([{ routePath: '/guide/', relativePath: 'en/guide/index.mdx', lang: 'en', version: 'v1' }]);
  assert.throws(() => slimRouteTableModule(versioned, 'en', ['en', 'zh']), /version "v1"/);
  assert.throws(() => slimRouteTableModule('export const routes = [];', 'en', ['en', 'zh']), /unknown shape/);
});
