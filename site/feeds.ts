import { type FeedChannel, type FeedItem, pluginRss } from '@rspress/plugin-rss';
import { dictionaries } from '../theme/i18n/dictionaries';
import { SITE_LANGUAGES } from './languages.mjs';

export const SITE_ORIGIN = 'https://rsbuild.rs';
const FEED_DIR = 'rss';

const FEED_TYPES = [
  { type: 'rss', extension: 'rss', mime: 'application/rss+xml', label: 'RSS' },
  { type: 'atom', extension: 'xml', mime: 'application/atom+xml', label: 'Atom' },
] as const;

const FEED_LANGS = SITE_LANGUAGES.map(({ lang, prefix, feedLanguage }) => ({
  lang,
  language: feedLanguage,
  prefix,
  ...dictionaries[lang].feeds,
}));

// Posts are named by their minor version (`v1-0`); `v1-x`, the generated list of what each 1.x release added, is not one.
const releasePost = (prefix: string) => new RegExp(`^${prefix}/community/releases/v\\d+-\\d+$`);

/** Removes one element (and everything nested in it) for each opening tag that `opening` matches. */
function removeElements(html: string, opening: RegExp, tag: string) {
  let result = html;
  for (let match = opening.exec(result); match; match = opening.exec(result)) {
    let depth = 0;
    const tagPattern = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
    tagPattern.lastIndex = match.index;
    let end = result.length;
    for (let t = tagPattern.exec(result); t; t = tagPattern.exec(result)) {
      depth += t[1] ? -1 : 1;
      if (depth === 0) {
        end = t.index + t[0].length;
        break;
      }
    }
    result = result.slice(0, match.index) + result.slice(end);
    opening.lastIndex = 0;
  }
  return result;
}

/** A release post's HTML without the page's UI: copy buttons, menus and heading anchor marks. */
function cleanFeedHtml(html: string) {
  let result = removeElements(html, /<div[^>]*class="[^"]*rp-llms-container[^"]*"[^>]*>/, 'div');
  result = removeElements(result, /<button\b[^>]*>/, 'button');
  return result
    .replace(/<a[^>]*class="[^"]*rp-header-anchor[^"]*"[^>]*>[\s\S]*?<\/a>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .trim();
}

/** One RSS and one Atom feed of the release posts per language. */
function releaseFeedChannels(): FeedChannel[] {
  return FEED_LANGS.flatMap(({ lang, language, prefix, title, description }) =>
    FEED_TYPES.map(({ type, extension }) => ({
      id: `releases-${lang}-${type}`,
      test: releasePost(prefix),
      title,
      description,
      language,
      link: `${SITE_ORIGIN}${prefix}/community/releases/`,
      copyright: 'Rsbuild contributors',
      output: { type, dir: FEED_DIR, filename: `releases-${lang}.${extension}` },
      item: (item: FeedItem) => ({ ...item, content: cleanFeedHtml(item.content ?? '') }),
    })),
  );
}

export function pluginReleaseFeeds() {
  const plugin = pluginRss({ siteUrl: SITE_ORIGIN, feed: releaseFeedChannels() });
  // The plugin's own head component goes through a head manager that keeps one alternate
  // link per language, so the RSS and Atom links come with each page's head links instead
  // (`feedLinks`, site/slim-page-data-plugin.ts, theme/head/PageHeadLinks.tsx).
  delete plugin.globalUIComponents;
  return plugin;
}

/** Pages that advertise the feeds: each language's home page and its release posts and list. */
function feedLangOf(routePath: string) {
  return FEED_LANGS.find(({ prefix }) => routePath === `${prefix}/` || routePath.startsWith(`${prefix}/community/releases/`));
}

/** The `<link rel="alternate">` attributes (one per feed type) that link a page to its language's feeds. */
export function feedLinks(routePath: string): Record<string, string>[] {
  const feed = feedLangOf(routePath);
  if (!feed) return [];
  return FEED_TYPES.map(({ extension, mime, label }) => ({
    rel: 'alternate',
    type: mime,
    title: `${feed.title} (${label})`,
    // No hreflang: the head manager keys alternate links by it and would keep only one.
    // Each feed states its language itself (`en` / `zh-CN`).
    href: `${SITE_ORIGIN}/${FEED_DIR}/releases-${feed.lang}.${extension}`,
  }));
}
