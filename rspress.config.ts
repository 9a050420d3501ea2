import path from 'node:path';
import { defineConfig } from '@rspress/core';
import { pluginClientRedirects } from '@rspress/plugin-client-redirects';
import { pluginSitemap } from '@rspress/plugin-sitemap';
import { pluginReleaseFeeds, SITE_ORIGIN } from './site/feeds';
import { renderLlmsTxt } from './site/llms';
import { redirects } from './site/redirects';
import { i18nSource, siteLocales } from './site/locales';
import { queryFlagsInlineScript } from './common/page-part-flags';
import { pluginLocalSearchIndex } from './site/search/plugin';
import { hostedSearchDefines } from './site/search/settings';
import { safeUrlInlineScript } from './site/safe-url';
import { namedSocialLink } from './site/social-links';
import { pluginPageData } from './site/page-data';
import { pluginCouplingsMatched } from './site/framework';
import { rehypeHeadingAnchorsOutOfTabOrder } from './site/framework/heading-anchors';
import { HighlightedCodeCache } from './site/highlight-cache';
import { siteShikiTransformers } from './site/code-highlighting';
import { rehypeEmptyHeaderCellsAsData } from './site/markdown-a11y';
import { pluginReaderVersion, readerVersionHeadScript } from './site/reader-version';
import { rehypeWordBreaks } from './site/word-breaks';
import { pluginSidebarLandmarkName } from './site/framework/sidebar-landmark-name';

const repoUrl = 'https://github.com/web-infra-dev/rsbuild';

// Samples repeat on the other language's page: each distinct one is highlighted once.
const highlightedCode = new HighlightedCodeCache();

export default defineConfig({
  root: path.join(__dirname, 'docs'),
  // Not left to the default (`theme/` of the working folder): the browser tests build fixture
  // sites with this config from folders of their own, each with its own temporary files.
  themeDir: path.join(__dirname, 'theme'),
  // The top-level `title`/`description` are left unset on purpose: Rspress 2.0.22's
  // Layout prefers them over the locale's, which would put English text on /zh pages.
  // Each locale below carries its own title and description instead.
  lang: 'en',
  locales: siteLocales,
  icon: '/rsbuild-icon.svg',
  siteOrigin: SITE_ORIGIN,
  // Page-specific head links (feeds, what the first paint waits for) come with each page's data
  // (site/page-data/): the HTML is rendered in worker threads, which take no functions.
  head: [`<script>${queryFlagsInlineScript}</script>`, readerVersionHeadScript()],
  logo: {
    light: '/rsbuild-logo-light.svg',
    dark: '/rsbuild-logo-dark.svg',
  },
  route: {
    cleanUrls: true,
    // Fragments imported by several pages are not pages of their own.
    exclude: ['**/shared/**'],
  },
  markdown: {
    link: {
      checkDeadLinks: true,
      checkAnchors: true,
    },
    defaultWrapCode: false,
    shiki: {
      // Shiki stops tokenising a line after 500 ms by default and leaves its rest as one token:
      // on a busy machine the first line of a language (its grammar compiling) came out whole.
      tokenizeTimeLimit: 0,
      cache: highlightedCode,
      transformers: siteShikiTransformers(),
    },
    rehypePlugins: [rehypeHeadingAnchorsOutOfTabOrder, rehypeEmptyHeaderCellsAsData, rehypeWordBreaks],
  },
  llms: { llmsTxt: renderLlmsTxt },
  // HTML pages are rendered in worker threads, beside the main thread's Markdown (llms) rendering.
  ssg: { experimentalWorker: true },
  // Image zoom is ours (theme/doc/ImageZoom.tsx): the same medium-zoom, fetched only where a page
  // shows an image rather than in every page's first-load JavaScript.
  mediumZoom: false,
  globalUIComponents: [path.join(__dirname, 'theme/doc/ImageZoom.tsx')],
  i18nSource,
  themeConfig: {
    locales: siteLocales,
    socialLinks: [
      namedSocialLink('github', 'GitHub', repoUrl),
      namedSocialLink('x', 'X', 'https://x.com/rspack_dev'),
      namedSocialLink('discord', 'Discord', 'https://discord.gg/XsaKEEk4mW'),
      namedSocialLink('bluesky', 'Bluesky', 'https://bsky.app/profile/rspack.rs'),
    ],
    editLink: {
      docRepoBaseUrl: `${repoUrl}/tree/main/website/docs`,
    },
    lastUpdated: true,
    enableScrollToTop: true,
    enableAppearanceAnimation: true,
    llmsUI: {
      // The copied Markdown must be the page and nothing else.
      injectLlmsHint: false,
      viewOptions: ['markdownLink', 'chatgpt', 'claude'],
    },
  },
  // The framework's own search would fetch its index on every page; ours loads on intent.
  search: false,
  builderConfig: {
    source: { define: hostedSearchDefines() },
    // The framework turns on Rspack's persistent cache, which a clean build (CI, `npm ci`) spends
    // seconds writing (hundreds of MB) and never reads. It would also keep page-level data that one
    // page takes from others (the config overview's headings) stale (design/0007).
    // The size table of every emitted file (hundreds of them, each gzipped to print it) is noise in
    // the log and costs the build time; scripts/check-budgets.ts measures what readers load.
    performance: { buildCache: false, printFileSize: false },
    html: {
      // First in every page's head, the 404 page's included (the `head` option skips that one):
      // the address is made safe before the framework's router decodes it.
      tags: [{ tag: 'script', children: safeUrlInlineScript, head: true, append: false }],
    },
  },
  plugins: [
    pluginClientRedirects({ redirects }),
    pluginReleaseFeeds(),
    pluginSitemap({ siteUrl: SITE_ORIGIN }),
    pluginPageData(),
    pluginLocalSearchIndex(),
    pluginReaderVersion(),
    pluginSidebarLandmarkName(),
    // Last: fails the build when a rewrite of the framework's output found nothing to rewrite.
    pluginCouplingsMatched(),
  ],
});
