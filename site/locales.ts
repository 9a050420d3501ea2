export interface SiteLocale {
  lang: 'en' | 'zh';
  label: string;
  title: string;
  description: string;
}

export const siteLocales: SiteLocale[] = [
  {
    lang: 'en',
    label: 'English',
    title: 'Rsbuild',
    description:
      'The Rspack-powered build tool: a high-performance build tool with an out-of-the-box setup for an enjoyable development experience.',
  },
  {
    lang: 'zh',
    label: '简体中文',
    title: 'Rsbuild',
    description: '由 Rspack 驱动的高性能构建工具，开箱即用，带来愉悦的开发体验。',
  },
];

/** UI texts that differ from the framework's defaults, in both languages. */
export const uiTexts = {
  outlineTitle: { en: 'ON THIS PAGE', zh: '目录' },
  prevPageText: { en: 'Previous Page', zh: '上一页' },
  nextPageText: { en: 'Next Page', zh: '下一页' },
  lastUpdatedText: { en: 'Last Updated', zh: '最后更新于' },
  editLinkText: { en: 'Edit this page on GitHub', zh: '在 GitHub 上编辑此页' },
  notFoundText: { en: 'PAGE NOT FOUND', zh: '页面未找到' },
  takeMeHomeText: { en: 'Take me home', zh: '返回首页' },
  'overview.filterNameText': { en: 'Filter', zh: '筛选' },
  'overview.filterPlaceholderText': { en: 'Enter keyword', zh: '输入关键词' },
  'overview.filterNoResultText': { en: 'No matching API found', zh: '未找到匹配的 API' },
  openMenuText: { en: 'Open', zh: '打开' },
  versionMenuText: { en: 'v1.x', zh: 'v1.x' },
  tableScrollLabel: { en: 'Table, scrolls sideways', zh: '表格，可横向滚动' },
  sidebarLandmarkLabel: { en: 'Pages in this section', zh: '本部分页面' },
  themeSwitchLabel: { en: 'Switch between light and dark theme', zh: '切换浅色与深色主题' },
};
