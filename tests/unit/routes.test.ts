import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  configOverviewRoute,
  homeRoute,
  isHomeRoute,
  languageOfRoute,
  localizeHref,
  pageOfFile,
  routeOf,
  routePathOfFile,
  routePrefix,
} from '../../common/routes';

test('a docs file gives its route and language: default language folder dropped, index files as their folder', () => {
  assert.deepEqual(pageOfFile('docs/zh/guide/start/index.mdx'), { route: '/zh/guide/start/', lang: 'zh' });
  assert.deepEqual(pageOfFile('docs/en/guide/start/index.mdx'), { route: '/guide/start/', lang: 'en' });
  assert.deepEqual(pageOfFile('en/index.mdx'), { route: '/', lang: 'en' });
  assert.deepEqual(pageOfFile('zh/index.mdx'), { route: '/zh/', lang: 'zh' });
  assert.deepEqual(pageOfFile('docs/en/config/output/dist-path.mdx'), { route: '/config/output/dist-path', lang: 'en' });
  assert.deepEqual(pageOfFile('docs/en/guide/index-files.md'), { route: '/guide/index-files', lang: 'en' });
  assert.deepEqual(pageOfFile('en/enable.mdx'), { route: '/enable', lang: 'en' }, 'a name starting with a language is not its folder');
  assert.throws(() => pageOfFile('docs/fr/index.mdx'), /docs\/fr\/index\.mdx is not in the folder of one of the site's languages \(en, zh\)/);
});

test('the route-table form takes the default language as an argument (it runs in the browser on its own)', () => {
  assert.equal(routePathOfFile('zh/config/index.mdx', 'en'), '/zh/config/');
  assert.equal(routePathOfFile('en/guide/start/quick-start.mdx', 'en'), '/guide/start/quick-start');
  assert.doesNotMatch(routePathOfFile.toString(), /DEFAULT_LANG|LANGS/);
});

test('a file of a language folder, and the prefixes and home routes', () => {
  assert.equal(routeOf('zh', 'guide/start/index.mdx'), '/zh/guide/start/');
  assert.equal(routeOf('en', 'guide/start/quick-start.mdx'), '/guide/start/quick-start');
  assert.equal(routePrefix('en'), '');
  assert.equal(routePrefix('zh'), '/zh');
  assert.equal(homeRoute('en'), '/');
  assert.equal(homeRoute('zh'), '/zh/');
  assert.equal(configOverviewRoute('en'), '/config/');
  assert.equal(configOverviewRoute('zh'), '/zh/config/');
});

test('a route gives its language', () => {
  assert.equal(languageOfRoute('/zh/guide/start/'), 'zh');
  assert.equal(languageOfRoute('/zh/'), 'zh');
  assert.equal(languageOfRoute('/zh'), 'zh');
  assert.equal(languageOfRoute('/'), 'en');
  assert.equal(languageOfRoute('/guide/start/'), 'en');
  assert.equal(languageOfRoute('/zhuyin/'), 'en', 'a segment that only starts with a language code is not its prefix');
  assert.equal(isHomeRoute('/'), true);
  assert.equal(isHomeRoute('/zh/'), true);
  assert.equal(isHomeRoute('/zh/guide/'), false);
  assert.equal(isHomeRoute('/guide/'), false);
});

test('site links written without a prefix get the page language’s prefix', () => {
  assert.equal(localizeHref('/guide/start/', 'zh'), '/zh/guide/start/');
  assert.equal(localizeHref('/guide/start/', 'en'), '/guide/start/');
  assert.equal(localizeHref('/zh/guide/start/', 'zh'), '/zh/guide/start/');
  assert.equal(localizeHref('/zh', 'zh'), '/zh');
  assert.equal(localizeHref('https://rspack.rs', 'zh'), 'https://rspack.rs');
  assert.equal(localizeHref('//cdn.example.com/a.js', 'zh'), '//cdn.example.com/a.js');
  assert.equal(localizeHref('#top', 'zh'), '#top');
});
