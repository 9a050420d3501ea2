// The Rstack projects: the six tool cards of the home page and the eight entries of the
// navbar's ecosystem popover. Logos are our own drawings in docs/public/ecosystem/.

/** An entry of the ecosystem popover. `desc` is Chinese, `descEn` its English variant. */
export interface EcosystemLink {
  name: string;
  desc: string;
  descEn?: string;
  logo?: string;
  /** Shrinks a logo whose drawing reaches the edges, so all marks look the same size. */
  logoScale?: number;
  url: string;
  /** A different address for English readers, when the site has one. */
  urlEn?: string;
}

export interface EcosystemGroup {
  /** Chinese title; empty for the one untitled group. */
  title: string;
  titleEn?: string;
  links: EcosystemLink[];
}

/** A tool card of the home page's landing block. `desc` is English, `descZh` Chinese. */
export interface ToolCard {
  name: string;
  desc: string;
  descZh: string;
  logo: string;
  url: string;
  /** The address shown on the card, without the scheme. */
  urlText: string;
}

export const RSTACK_ORG_URL = 'https://github.com/web-infra-dev';

const rspack: EcosystemLink = {
  name: 'Rspack',
  desc: '用 Rust 编写的高速打包工具，兼容 webpack 的 API 和生态。',
  descEn: 'A fast bundler written in Rust that works with the webpack API and ecosystem.',
  logo: '/ecosystem/rspack.svg',
  url: 'https://rspack.rs',
};
const rsbuild: EcosystemLink = {
  name: 'Rsbuild',
  desc: '基于 Rspack 的构建工具，为 Web 应用提供开箱即用的合理默认配置。',
  descEn: 'The build tool on top of Rspack, with sensible defaults for web apps out of the box.',
  logo: '/ecosystem/rsbuild.svg',
  url: 'https://rsbuild.rs',
};
const rspress: EcosystemLink = {
  name: 'Rspress',
  desc: '基于 Rsbuild 的静态站点生成器，专为文档站点而设计。',
  descEn: 'A static site generator built on Rsbuild, made for documentation sites.',
  logo: '/ecosystem/rspress.svg',
  logoScale: 0.95,
  url: 'https://rspress.rs',
};
const rslib: EcosystemLink = {
  name: 'Rslib',
  desc: '基于 Rsbuild 的库开发工具，用于构建和发布 npm 包。',
  descEn: 'A library tool built on Rsbuild for building and publishing npm packages.',
  logo: '/ecosystem/rslib.svg',
  url: 'https://rslib.rs',
};
const rsdoctor: EcosystemLink = {
  name: 'Rsdoctor',
  desc: '构建分析工具，帮你看清构建耗时和产物体积花在了哪里。',
  descEn: 'A build analyzer that shows where build time and bundle size go.',
  logo: '/ecosystem/rsdoctor.svg',
  logoScale: 0.95,
  url: 'https://rsdoctor.rs',
};
const rstest: EcosystemLink = {
  name: 'Rstest',
  desc: '由 Rspack 驱动的测试框架，API 与 Jest 兼容。',
  descEn: 'A test framework powered by Rspack, with a Jest-compatible API.',
  logo: '/ecosystem/rstest.svg',
  url: 'https://rstest.rs',
};
const rslint: EcosystemLink = {
  name: 'Rslint',
  desc: '面向 JavaScript 和 TypeScript 的高速代码检查工具。',
  descEn: 'A fast linter for JavaScript and TypeScript.',
  logo: '/ecosystem/rslint.svg',
  url: 'https://rslint.rs',
};
const awesomeRstack: EcosystemLink = {
  name: 'Awesome Rstack',
  desc: 'Rstack 生态索引：相关项目、插件、模板和文章的精选列表。',
  descEn: 'The ecosystem index: a curated list of projects, plugins, templates and articles.',
  logo: '/ecosystem/awesome-rstack.svg',
  logoScale: 0.95,
  url: 'https://github.com/rstackjs/awesome-rstack',
};

/** The popover's eight entries, in one untitled group. */
export const ecosystemGroups: EcosystemGroup[] = [
  {
    title: '',
    titleEn: '',
    links: [rspack, rsbuild, rspress, rslib, rsdoctor, rstest, rslint, awesomeRstack],
  },
];

/** The six tools of the landing block, from the same entries so names and links never drift. */
export const toolCards: ToolCard[] = [rspack, rsbuild, rspress, rslib, rsdoctor, rstest].map((link) => ({
  name: link.name,
  desc: link.descEn ?? link.desc,
  descZh: link.desc,
  logo: link.logo ?? '',
  url: link.url,
  urlText: new URL(link.url).host,
}));
