// Every UI text of the site in English: the source of truth for the other languages' shape.
// Top-level keys that the framework knows (`outlineTitle`, `overview.*`…) override its defaults;
// the rest is ours. Components read them with `useUiText` (dotted keys: `home.hero.primaryText`);
// `{{name}}` marks a value filled in at run time. How each section reaches the browser, if at
// all, is in delivery.ts.

export const en = {
  outlineTitle: 'ON THIS PAGE',
  prevPageText: 'Previous Page',
  nextPageText: 'Next Page',
  lastUpdatedText: 'Last Updated',
  editLinkText: 'Edit this page on GitHub',
  notFoundText: 'PAGE NOT FOUND',
  takeMeHomeText: 'Take me home',
  overview: {
    filterNameText: 'Filter',
    filterPlaceholderText: 'Enter keyword',
    filterNoResultText: 'No matching API found',
  },
  openMenuText: 'Open',
  versionMenuText: 'v1.x',
  tableScrollLabel: 'Table, scrolls sideways',
  sidebarLandmarkLabel: 'Pages in this section',
  themeSwitchLabel: 'Switch between light and dark theme',
  newTab: '(opens in a new tab)',
  home: {
    hero: {
      primaryText: 'Get Started',
      secondaryText: 'Learn More',
      repositoryText: 'GitHub',
    },
    benchmark: {
      title: 'Quick at every step',
      description:
        'Starting the dev server, building for production and applying a hot update, timed on the same project for each setup. A shorter bar is faster.',
      source:
        "Case: {{case}}. Each figure is the median of {{runs}} runs after one warm-up, measured on {{date}} with npm run bench:tools from this site's repository, on {{machine}}. Versions: {{versions}}.",
      caseName: 'a React app with {{components}} components',
      machine: '{{cpu}}, {{cores}} cores, {{memory}} GiB memory, {{os}}, load average {{load}}',
      allVersions: 'Every package version measured',
      environment: 'All setups: Node.js {{node}}, {{browser}}, React {{react}}',
      metrics: { dev: 'Dev start', build: 'Build', hmr: 'HMR' },
    },
    toolStack: {
      title: 'Part of the Rstack toolchain',
      tagline:
        'Rsbuild belongs to a family of tools built around Rspack. Each one does one job well, and they are made to work together.',
    },
    footer: {
      linksLabel: 'Site and project',
      guide: 'Guide',
      config: 'Config',
      plugins: 'Plugins',
      api: 'API',
      community: 'Community',
      github: 'GitHub',
      releases: 'Releases',
      license: 'License',
      licenseLine: 'Rsbuild is released under the MIT License. Copyright © 2023-present Bytedance, Inc. and its affiliates.',
    },
  },
  ecosystem: {
    buttonLabel: 'Rstack ecosystem',
    title: 'Rstack ecosystem',
    githubText: 'GitHub',
    /** One line per Rstack project, keyed by the project's id in `theme/home/data/ecosystem.ts`. */
    tools: {
      rspack: 'A fast bundler written in Rust that works with the webpack API and ecosystem.',
      rsbuild: 'The build tool on top of Rspack, with sensible defaults for web apps out of the box.',
      rspress: 'A static site generator built on Rsbuild, made for documentation sites.',
      rslib: 'A library tool built on Rsbuild for building and publishing npm packages.',
      rsdoctor: 'A build analyzer that shows where build time and bundle size go.',
      rstest: 'A test framework powered by Rspack, with a Jest-compatible API.',
      rslint: 'A fast linter for JavaScript and TypeScript.',
      awesomeRstack: 'The ecosystem index: a curated list of projects, plugins, templates and articles.',
    },
  },
  search: {
    placeholder: 'Search docs',
    /** DocSearch's own English texts, written out so that both languages have the same shape. */
    modal: {
      searchBox: {
        resetButtonTitle: 'Clear the query',
        resetButtonAriaLabel: 'Clear the query',
        cancelButtonText: 'Cancel',
        cancelButtonAriaLabel: 'Cancel',
        searchInputLabel: 'Search',
      },
      startScreen: {
        recentSearchesTitle: 'Recent',
        noRecentSearchesText: 'No recent searches',
        saveRecentSearchButtonTitle: 'Save this search',
        removeRecentSearchButtonTitle: 'Remove this search from history',
        favoriteSearchesTitle: 'Favorite',
        removeFavoriteSearchButtonTitle: 'Remove this search from favorites',
      },
      errorScreen: {
        titleText: 'Unable to fetch results',
        helpText: 'You might want to check your network connection.',
      },
      noResultsScreen: {
        noResultsText: 'No results for',
        suggestedQueryText: 'Try searching for',
        reportMissingResultsText: 'Believe this query should return results?',
        reportMissingResultsLinkText: 'Let us know.',
      },
      footer: {
        selectText: 'to select',
        selectKeyAriaLabel: 'Enter key',
        navigateText: 'to navigate',
        navigateUpKeyAriaLabel: 'Arrow up',
        navigateDownKeyAriaLabel: 'Arrow down',
        closeText: 'to close',
        closeKeyAriaLabel: 'Escape key',
        searchByText: 'Search by',
      },
    },
  },
  readerVersion: {
    label: 'Your Rsbuild version',
    latest: 'latest ({{version}})',
  },
  announcement: {
    regionLabel: 'Announcement',
    message: 'These docs are for Rsbuild 1.x. See the Rsbuild 2 docs.',
    dismissLabel: 'Dismiss announcement',
  },
  site: {
    title: 'Rsbuild',
    description:
      'The Rspack-powered build tool: a high-performance build tool with an out-of-the-box setup for an enjoyable development experience.',
    /** Written into the pages at build time (site/reader-version.ts); `{{version}}` is the reader's choice, drawn by the stylesheet. */
    readerVersion: {
      flag: ' — not in your version ({{version}})',
      pageFlag: 'Not in your version ({{version}}): this option was added in {{since}}.',
      badge: 'not in {{version}}',
      generatedNote: 'Written by site/reader-version.ts from scripts/data at every build; edit those, not this file.',
      releasesTitle: 'What each 1.x release added',
      releasesIntro:
        'Every option, API, hook and kind of value that `@rsbuild/core` gained after 1.0, listed under the first release that has it and linked to where it is documented. The list comes from the same version data as the "Version" lines on the pages, which is read from the published packages. Options of the official plugins follow the plugins\' own releases; their pages carry those marks. Choose your version under "Your Rsbuild version" to see only what came after it.',
      releasesFilter: 'Showing only the releases after your version ({{version}}). Choose "latest" under "Your Rsbuild version" to see every release.',
      formAccepted: '{{kinds}} accepted',
    },
  },
  feeds: {
    title: 'Rsbuild releases',
    description: 'Release notes of Rsbuild.',
  },
};

/** The shape every language's dictionary has. */
export type UiTexts = typeof en;
