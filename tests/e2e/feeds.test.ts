import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { LANGS, listPages, readPage } from '../../site/docs-source/index';
import { routeOf } from '../../common/routes';
import { SITE_ORIGIN } from '../../site/feeds';
import { useSite, type Site, siteDir } from './harness';

let site: Site;
useSite((opened) => (site = opened));

const readBuilt = (file: string) => readFileSync(path.join(siteDir, file), 'utf8');

/** Release posts of a language with their `published_at` dates, from the sources. */
function releasePosts(lang: string) {
  return listPages(lang)
    .filter((file: string) => /^community\/releases\/v[\d-]+\.mdx$/.test(file))
    .map((file: string) => ({ route: routeOf(lang, file), date: readPage(lang, file).frontmatter.published_at }));
}

test('each language has an RSS and an Atom feed of its release posts, newest first, with their dates', () => {
  for (const lang of LANGS) {
    const posts = releasePosts(lang);
    assert.ok(posts.length >= 8, `${lang} has the release posts`);
    const rss = readBuilt(`rss/releases-${lang}.rss`);
    const atom = readBuilt(`rss/releases-${lang}.xml`);
    assert.match(rss, /<rss version="2.0"/);
    assert.match(atom, /<feed xmlns="http:\/\/www.w3.org\/2005\/Atom"/);
    assert.match(rss, new RegExp(`<language>${lang === 'en' ? 'en' : 'zh-CN'}</language>`));
    const links = [...rss.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => m[1]);
    assert.deepEqual(
      [...links].sort(),
      posts.map((post: { route: string }) => `${SITE_ORIGIN}${post.route}`).sort(),
      `${lang} RSS lists every release post`,
    );
    const dates = [...rss.matchAll(/<pubDate>([^<]+)<\/pubDate>/g)].map((m) => new Date(m[1]).toISOString().slice(0, 10));
    assert.deepEqual(dates, [...dates].sort().reverse(), 'newest first');
    for (const post of posts) {
      const item = new RegExp(`<link>${SITE_ORIGIN}${post.route}</link>[\\s\\S]*?<pubDate>([^<]+)</pubDate>`).exec(rss);
      assert.equal(new Date(item![1]).toISOString().slice(0, 10), String(post.date).slice(0, 10), `${post.route} date`);
    }
    assert.equal([...atom.matchAll(/<entry>/g)].length, posts.length, `${lang} Atom lists every release post`);
    for (const feed of [rss, atom]) {
      // Whatever the framework names its classes: no buttons, no copy texts, no `#` marks and no
      // link at the start of a heading.
      assert.doesNotMatch(feed, /<button|Copy Markdown|复制 Markdown/, 'item content holds no page UI');
      assert.doesNotMatch(feed, />#<\/a>|<h[1-6][^>]*>\s*<a\b/, 'headings hold no anchor marks');
    }
  }
  assert.match(readBuilt('rss/releases-en.rss'), /<pubDate>Wed, 10 Apr 2024 00:00:00 GMT<\/pubDate>/, '0.6 on 2024-04-10');
  assert.match(readBuilt('rss/releases-en.rss'), / id="why-rsbuild-exists">Why Rsbuild exists<\/h2>/, 'a heading is its text alone');
});

test('the home pages and release pages advertise both feeds of their language', async () => {
  const { page } = await site.newPage();
  for (const [route, lang] of [
    ['/', 'en'],
    ['/zh/', 'zh'],
    ['/community/releases/v0-6', 'en'],
    ['/zh/community/releases/v1-0', 'zh'],
  ]) {
    await page.goto(route);
    const feeds = await page.locator('head link[rel="alternate"][type]').evaluateAll((links) =>
      links.map((link) => [link.getAttribute('type'), link.getAttribute('href')]),
    );
    assert.deepEqual(
      feeds.sort(),
      [
        ['application/atom+xml', `${SITE_ORIGIN}/rss/releases-${lang}.xml`],
        ['application/rss+xml', `${SITE_ORIGIN}/rss/releases-${lang}.rss`],
      ],
      route,
    );
  }
  await page.goto('/guide/start/');
  assert.equal(await page.locator('head link[rel="alternate"][type]').count(), 0, 'other pages do not');
});

test('the sitemap lists every page of both languages', () => {
  const sitemap = readBuilt('sitemap.xml');
  for (const lang of LANGS) {
    for (const file of listPages(lang)) {
      const route = routeOf(lang, file);
      assert.ok(sitemap.includes(`<loc>${SITE_ORIGIN}${route}</loc>`), `${route} in the sitemap`);
    }
  }
});
