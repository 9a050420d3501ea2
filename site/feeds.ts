import { type FeedChannel, type FeedItem, pluginRss } from '@rspress/plugin-rss';
import { dictionaries } from '../common/i18n/dictionaries';
import { SITE_LANGUAGES } from '../common/languages';
import { isHomeRoute, languageOfRoute, routeOf } from '../common/routes';
import { assertEveryCouplingMatched } from './framework/coupling';
import { feedHeadingAnchorsCoupling, feedHtmlWithoutPageUi, feedLlmsButtonsCoupling } from './framework/feed-html';

export const SITE_ORIGIN = 'https://rsbuild.rs';
const FEED_DIR = 'rss';

const FEED_TYPES = [
  { type: 'rss', extension: 'rss', mime: 'application/rss+xml', label: 'RSS' },
  { type: 'atom', extension: 'xml', mime: 'application/atom+xml', label: 'Atom' },
] as const;

const FEED_LANGS = SITE_LANGUAGES.map(({ lang, feedLanguage }) => ({
  lang,
  language: feedLanguage,
  releasesRoute: routeOf(lang, 'community/releases/index.mdx'),
  ...dictionaries[lang].feeds,
}));

// Posts are named by their minor version (`v1-0`); `v1-x`, the generated list of what each 1.x release added, is not one.
const releasePost = (releasesRoute: string) => new RegExp(`^${releasesRoute}v\\d+-\\d+$`);

/** One RSS and one Atom feed of the release posts per language. */
function releaseFeedChannels(): FeedChannel[] {
  return FEED_LANGS.flatMap(({ lang, language, releasesRoute, title, description }) =>
    FEED_TYPES.map(({ type, extension }) => ({
      id: `releases-${lang}-${type}`,
      test: releasePost(releasesRoute),
      title,
      description,
      language,
      link: `${SITE_ORIGIN}${releasesRoute}`,
      copyright: 'Rsbuild contributors',
      output: { type, dir: FEED_DIR, filename: `releases-${lang}.${extension}` },
      item: (item: FeedItem) => ({ ...item, content: feedHtmlWithoutPageUi(item.content ?? '') }),
    })),
  );
}

export function pluginReleaseFeeds() {
  const plugin = pluginRss({ siteUrl: SITE_ORIGIN, feed: releaseFeedChannels() });
  // The plugin's own head component goes through a head manager that keeps one alternate
  // link per language, so the RSS and Atom links come with each page's head links instead
  // (`feedLinks`, site/page-data/head-links.ts, theme/head/PageHeadLinks.tsx).
  delete plugin.globalUIComponents;
  // The items are cleaned while the plugin writes the feeds, after the build: only then can the
  // build tell whether the class-keyed removals found anything.
  const writeFeeds = plugin.afterBuild!;
  plugin.afterBuild = async (config, isProd) => {
    feedLlmsButtonsCoupling.reset();
    feedHeadingAnchorsCoupling.reset();
    await writeFeeds.call(plugin, config, isProd);
    if (isProd) assertEveryCouplingMatched([feedLlmsButtonsCoupling, feedHeadingAnchorsCoupling]);
  };
  return plugin;
}

/** Pages that advertise the feeds: each language's home page and its release posts and list. */
function feedOfPage(routePath: string) {
  const feed = FEED_LANGS.find(({ lang }) => lang === languageOfRoute(routePath));
  return feed && (isHomeRoute(routePath) || routePath.startsWith(feed.releasesRoute)) ? feed : undefined;
}

/** The `<link rel="alternate">` attributes (one per feed type) that link a page to its language's feeds. */
export function feedLinks(routePath: string): Record<string, string>[] {
  const feed = feedOfPage(routePath);
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
