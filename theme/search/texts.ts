import type { ModalTranslations } from '@docsearch/react';

/** The search modal's texts: DocSearch's own English ones, and ours in Chinese. */
export const searchTranslations: Record<'en' | 'zh', ModalTranslations> = {
  en: {},
  zh: {
    searchBox: {
      resetButtonTitle: '清除查询',
      resetButtonAriaLabel: '清除查询',
      cancelButtonText: '取消',
      cancelButtonAriaLabel: '取消',
      searchInputLabel: '搜索',
    },
    startScreen: {
      recentSearchesTitle: '最近搜索',
      noRecentSearchesText: '暂无最近搜索',
      saveRecentSearchButtonTitle: '收藏这条搜索',
      removeRecentSearchButtonTitle: '从最近搜索中删除',
      favoriteSearchesTitle: '收藏',
      removeFavoriteSearchButtonTitle: '从收藏中删除',
    },
    errorScreen: {
      titleText: '无法获取搜索结果',
      helpText: '请检查你的网络连接。',
    },
    noResultsScreen: {
      noResultsText: '没有找到相关结果：',
      suggestedQueryText: '试试搜索',
      reportMissingResultsText: '认为这次搜索应该有结果？',
      reportMissingResultsLinkText: '告诉我们。',
    },
    footer: {
      selectText: '选择',
      selectKeyAriaLabel: '回车键',
      navigateText: '切换',
      navigateUpKeyAriaLabel: '上方向键',
      navigateDownKeyAriaLabel: '下方向键',
      closeText: '关闭',
      closeKeyAriaLabel: 'Esc 键',
      searchByText: '搜索提供者',
    },
  },
};

export const searchPlaceholder: Record<'en' | 'zh', string> = { en: 'Search docs', zh: '搜索文档' };
