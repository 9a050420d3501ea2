// The site's languages, the default first. Every part reads this one list: the config's locales,
// the feeds, the search index, the docs checks and the theme. JavaScript (typed by
// languages.d.mts) because the checks run in plain Node.

export const SITE_LANGUAGES = [
  { lang: 'en', label: 'English', prefix: '', feedLanguage: 'en' },
  { lang: 'zh', label: '简体中文', prefix: '/zh', feedLanguage: 'zh-CN' },
];

/** The language codes, the default first. */
export const LANGS = SITE_LANGUAGES.map((language) => language.lang);
