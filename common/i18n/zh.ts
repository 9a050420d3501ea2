import type { UiTexts } from './en';

export const zh: UiTexts = {
  outlineTitle: '目录',
  prevPageText: '上一页',
  nextPageText: '下一页',
  lastUpdatedText: '最后更新于',
  editLinkText: '在 GitHub 上编辑此页',
  notFoundText: '页面未找到',
  takeMeHomeText: '返回首页',
  overview: {
    filterNameText: '筛选',
    filterPlaceholderText: '输入关键词',
    filterNoResultText: '未找到匹配的 API',
  },
  openMenuText: '打开',
  versionMenuText: 'v1.x',
  tableScrollLabel: '表格，可横向滚动',
  sidebarLandmarkLabel: '本部分页面',
  themeSwitchLabel: '切换浅色与深色主题',
  newTab: '（在新标签页打开）',
  home: {
    hero: {
      primaryText: '快速开始',
      secondaryText: '了解更多',
      repositoryText: 'GitHub',
    },
    benchmark: {
      title: '每一步都很快',
      description: '在同一个项目上分别测量各方案启动开发服务器、执行生产构建和完成一次热更新所需的时间。条形越短，速度越快。',
      source:
        '测试项目：{{case}}。每项数据取一次预热后 {{runs}} 次运行的中位数，于 {{date}} 在本站仓库中运行 npm run bench:tools 测得，测试设备为 {{machine}}。版本：{{versions}}。',
      caseName: '包含 {{components}} 个组件的 React 应用',
      machine: '{{cpu}}，{{cores}} 核，{{memory}} GiB 内存，{{os}}，平均负载 {{load}}',
      allVersions: '所测全部依赖的版本',
      environment: '所有方案共用：Node.js {{node}}、{{browser}}、React {{react}}',
      metrics: { dev: '开发启动', build: '生产构建', hmr: '热更新' },
    },
    toolStack: {
      title: 'Rstack 工具链的一员',
      tagline: 'Rsbuild 属于围绕 Rspack 打造的工具家族。每个工具专注做好一件事，并且彼此配合使用。',
    },
  },
  ecosystem: {
    buttonLabel: 'Rstack 生态',
    title: 'Rstack 生态',
    githubText: 'GitHub',
    tools: {
      rspack: '用 Rust 编写的高速打包工具，兼容 webpack 的 API 和生态。',
      rsbuild: '基于 Rspack 的构建工具，为 Web 应用提供开箱即用的合理默认配置。',
      rspress: '基于 Rsbuild 的静态站点生成器，专为文档站点而设计。',
      rslib: '基于 Rsbuild 的库开发工具，用于构建和发布 npm 包。',
      rsdoctor: '构建分析工具，帮你看清构建耗时和产物体积花在了哪里。',
      rstest: '由 Rspack 驱动的测试框架，API 与 Jest 兼容。',
      rslint: '面向 JavaScript 和 TypeScript 的高速代码检查工具。',
      awesomeRstack: 'Rstack 生态索引：相关项目、插件、模板和文章的精选列表。',
    },
  },
  search: {
    placeholder: '搜索文档',
    modal: {
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
  },
  readerVersion: {
    label: '你的 Rsbuild 版本',
    latest: '最新（{{version}}）',
  },
  announcement: {
    regionLabel: '公告',
    message: '本文档适用于 Rsbuild 1.x。Rsbuild 最新版本为 2.x，请查看 Rsbuild 2 文档。',
    dismissLabel: '关闭公告',
  },
  site: {
    title: 'Rsbuild',
    description: '由 Rspack 驱动的高性能构建工具，开箱即用，带来愉悦的开发体验。',
    readerVersion: {
      flag: '（你的版本 {{version}} 中没有）',
      pageFlag: '你的版本（{{version}}）中没有这个选项：它在 {{since}} 新增。',
      badge: '{{version}} 中没有',
      generatedNote: '由 site/reader-version.ts 在每次构建时根据 scripts/data 生成；请修改它们，不要修改本文件。',
      releasesTitle: 'Rsbuild 1.x 各版本新增内容',
      releasesIntro:
        '`@rsbuild/core` 在 1.0 之后新增的每个选项、API、钩子和取值类型，都按最早包含它的版本列在下面，并链接到对应的文档。这份列表与各页面“版本”一行使用同一份版本数据，数据读取自已发布的 npm 包。官方插件的选项按插件自身的版本发布，标注在各插件的页面上。在“你的 Rsbuild 版本”中选择你使用的版本后，这里只显示该版本之后的内容。',
      releasesFilter: '只显示你的版本（{{version}}）之后的发布。在“你的 Rsbuild 版本”中选择“最新”可查看全部发布。',
      formAccepted: '支持 {{kinds}}',
    },
  },
  feeds: {
    title: 'Rsbuild 版本发布',
    description: 'Rsbuild 各版本的发布说明。',
  },
};
