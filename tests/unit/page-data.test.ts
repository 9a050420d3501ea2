import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { PageIndexInfo } from '@rspress/core';
import { asyncFileNameWithoutChunkName } from '../../site/framework/async-chunk-names';
import { pageLevelData, slimPageListModule } from '../../site/framework/page-list';
import { slimSiteDataModule } from '../../site/framework/site-data';
import { pluginPageData } from '../../site/page-data';
import { DESCRIPTION_LIMIT, shortenDescription } from '../../site/page-data/description';
import { pageHeadLinks } from '../../site/page-data/head-links';

test('descriptions are cut at a word to the limit, with an ellipsis', () => {
  const long = 'Rsbuild is a build tool '.repeat(20);
  const short = shortenDescription(long);
  assert.ok(short.length <= DESCRIPTION_LIMIT, `${short.length}`);
  assert.ok(short.endsWith('…'));
  assert.ok(long.startsWith(short.slice(0, -1)));
  assert.equal(shortenDescription('Short one.'), 'Short one.');
});

test('the browser page list is emptied, the search index hashes kept', () => {
  const framework = `export const pageData = {
  "pages": [
    { "routePath": "/zh/config/output/dist-path", "title": "output.distPath", "lang": "zh", "version": "",
      "description": "输出目录。", "toc": [{ "id": "root", "text": "root", "depth": 3, "charIndex": 10 }],
      "frontmatter": { "title": "x" }, "_relativePath": "zh/config/output/dist-path.mdx", "lastUpdatedTime": "2026/1/1" }
  ]
};
          export const searchIndexHash = {
  "###zh": "f6721308"
};`;
  assert.equal(
    slimPageListModule(framework),
    'export const pageData = {"pages":[]};\n' +
      'export const searchIndexHash = {\n  "###zh": "f6721308"\n};\n',
  );
  assert.throws(() => slimPageListModule('export default {}'), /framework coupling "page list emptied": the page-list module has an unknown shape/);
});

test('a page list that is JavaScript but not JSON (the framework writes a text\'s \\xe9 as it is) is still emptied', () => {
  const framework = 'export const pageData = {"pages":[{"routePath":"/config/output/charset","content":"Latin-1 letters become \\\\xNN (\\xe9)"}],"siteData":{"base":"/"}};\nexport const searchIndexHash = {};';
  assert.throws(() => JSON.parse(framework.slice('export const pageData = '.length, framework.indexOf(';'))));
  assert.equal(slimPageListModule(framework), 'export const pageData = {"pages":[],"siteData":{"base":"/"}};\nexport const searchIndexHash = {};\n');
});

const page = (routePath: string, lang: string, title: string, toc: PageIndexInfo['toc'], description?: string): PageIndexInfo => ({
  routePath,
  lang,
  title,
  toc,
  description,
  content: 'body text',
  frontmatter: {},
  version: '',
  _filepath: `/docs/${lang}${routePath.replace(/^\/zh/, '')}.mdx`,
  _relativePath: `${lang}${routePath.replace(/^\/zh/, '')}.mdx`,
  _flattenContent: 'flattened',
});

test('a page carries its own description (cut), source path and language, and no body text', () => {
  const long = 'Sets the output directory of every asset the build writes, relative to the root of the project, and the sub-directories of each asset type inside it when they are written.';
  assert.deepEqual(pageLevelData(page('/config/output/dist-path', 'en', 'output.distPath', [], long)), {
    routePath: '/config/output/dist-path',
    lang: 'en',
    version: '',
    _relativePath: 'en/config/output/dist-path.mdx',
    description: 'Sets the output directory of every asset the build writes, relative to the root of the project, and the sub-directories of each asset type inside it when they…',
  });
});

test('the overview page, and only it, gets the groups of its own language with h2 headings', async () => {
  const plugin = pluginPageData();
  const h = (id: string, depth: number) => ({ id, text: id, depth, charIndex: 0 });
  const pages = [
    page('/config/', 'en', 'Overview', []),
    page('/config/output/dist-path', 'en', 'output.distPath', [h('root', 2), h('js', 3)], 'Where files go.'),
    page('/config/root', 'en', 'root', [h('example', 2)]),
    page('/zh/config/output/dist-path', 'zh', 'output.distPath', [h('root', 2)]),
  ];
  for (const item of pages) await plugin.extendPageData!(item, true);
  const [remark] = plugin.markdown!.remarkPlugins as [(this: { data(): unknown }) => (tree: unknown, file: { path?: string }) => void];
  const compile = (filepath: string) => {
    const data = { pageMeta: { title: 'from the heading', toc: [] } as Record<string, unknown> };
    remark.call({ data: () => data })({}, { path: filepath });
    return data.pageMeta;
  };

  const overview = compile('/docs/en/config/.mdx');
  assert.deepEqual(overview.configOverview, [
    { name: 'base', items: [{ text: 'root', link: '/config/root', headers: [{ id: 'example', text: 'example', depth: 2 }] }] },
    { name: 'output', items: [{ text: 'output.distPath', link: '/config/output/dist-path', headers: [{ id: 'root', text: 'root', depth: 2 }] }] },
  ]);
  const distPath = compile('/docs/en/config/output/dist-path.mdx');
  assert.equal(distPath.description, 'Where files go.');
  assert.equal(distPath.title, 'from the heading');
  assert.equal(distPath.configOverview, undefined);
  assert.equal(compile('/docs/en/shared/fragment.mdx').description, undefined);
});

test('sidebar items lose their source key in the browser, and nothing else', () => {
  const framework = `export default {
  "lang": "en",
  "themeConfig": { "locales": [{ "lang": "zh", "sidebar": { "/zh/config": [
    { "text": "output.distPath", "link": "/zh/config/output/dist-path.html", "_fileKey": "zh/config/output/dist-path" }
  ] } }] }
}`;
  assert.equal(
    slimSiteDataModule(framework),
    'export default {"lang":"en","themeConfig":{"locales":[{"lang":"zh","sidebar":{"/zh/config":[{"text":"output.distPath","link":"/zh/config/output/dist-path.html"}]}}]}};\n',
  );
  // What the dev server hands over: React Refresh's code after the object (it failed to parse).
  const refresh = 'function $RefreshSig$() { return $ReactRefreshRuntime$.createSignatureFunctionForTransform() }\n';
  assert.equal(
    slimSiteDataModule(`export default {\n    "lang": "en",\n    "nested": {\n        "_fileKey": "a",\n        "b": "}"\n    }\n};\n\n${refresh}`),
    `export default {"lang":"en","nested":{"b":"}"}};\n${refresh}`,
  );
  assert.equal(slimSiteDataModule('export default {"lang":"en","_fileKey":"x"};'), 'export default {"lang":"en"};\n');
});

test('async file names keep their content hash and lose the chunk name', () => {
  assert.equal(asyncFileNameWithoutChunkName('static/js/async/[name].[contenthash:10].js'), 'static/js/async/[contenthash:10].js');
  assert.throws(() => asyncFileNameWithoutChunkName('static/js/async/[id].js'), /framework coupling "async file names": unexpected async file name template static\/js\/async\/\[id\]\.js/);
});

test('each page carries its own head links: what its first paint waits for, and its feeds', () => {
  assert.deepEqual(pageHeadLinks('/'), [
    { rel: 'expect', href: '#rsb-features', blocking: 'render' },
    { rel: 'alternate', type: 'application/rss+xml', title: 'Rsbuild releases (RSS)', href: 'https://rsbuild.rs/rss/releases-en.rss' },
    { rel: 'alternate', type: 'application/atom+xml', title: 'Rsbuild releases (Atom)', href: 'https://rsbuild.rs/rss/releases-en.xml' },
  ]);
  assert.deepEqual(pageHeadLinks('/guide/start/quick-start'), [{ rel: 'expect', href: '#rsb-navbar-end', blocking: 'render' }]);
  assert.deepEqual(
    pageHeadLinks('/zh/community/releases/v1-0').map((link) => link.href),
    ['#rsb-navbar-end', 'https://rsbuild.rs/rss/releases-zh.rss', 'https://rsbuild.rs/rss/releases-zh.xml'],
  );
  assert.equal(pageHeadLinks('/zh/')[0].href, '#rsb-features');
});
