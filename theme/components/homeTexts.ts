// Every text the home page and the ecosystem popover show besides the page's frontmatter,
// in both languages. Frontmatter holds the hero and feature texts; this holds the rest.
import type { BenchmarkMetricKey } from './benchmarkData';
import type { HomeLang } from './homeLang';

interface HomeTexts {
  hero: {
    primaryText: string;
    secondaryText: string;
    repositoryText: string;
  };
  benchmark: {
    title: string;
    description: string;
    /** `{case}` is `caseName` filled in, `{machine}` is `machine` filled in, `{versions}` the tools' versions. */
    source: string;
    /** `{components}` is the number of components of the generated app. */
    caseName: string;
    /** `{load}` is the 1-minute load average at the start and the end of the run. */
    machine: string;
    allVersions: string;
    /** `{node}`, `{browser}` and `{react}` are the versions of the surroundings of every setup. */
    environment: string;
    metrics: Record<BenchmarkMetricKey, string>;
  };
  toolStack: {
    title: string;
    tagline: string;
  };
  ecosystem: {
    buttonLabel: string;
    title: string;
    githubText: string;
  };
  newTab: string;
}

export const homeTexts: Record<HomeLang, HomeTexts> = {
  en: {
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
        'Case: {case}. Each figure is the median of {runs} runs after one warm-up, measured on {date} with npm run bench:tools from this site\'s repository, on {machine}. Versions: {versions}.',
      caseName: 'a React app with {components} components',
      machine: '{cpu}, {cores} cores, {memory} GiB memory, {os}, load average {load}',
      allVersions: 'Every package version measured',
      environment: 'All setups: Node.js {node}, {browser}, React {react}',
      metrics: { dev: 'Dev start', build: 'Build', hmr: 'HMR' },
    },
    toolStack: {
      title: 'Part of the Rstack toolchain',
      tagline:
        'Rsbuild belongs to a family of tools built around Rspack. Each one does one job well, and they are made to work together.',
    },
    ecosystem: {
      buttonLabel: 'Rstack ecosystem',
      title: 'Rstack ecosystem',
      githubText: 'GitHub',
    },
    newTab: '(opens in a new tab)',
  },
  zh: {
    hero: {
      primaryText: '快速开始',
      secondaryText: '了解更多',
      repositoryText: 'GitHub',
    },
    benchmark: {
      title: '每一步都很快',
      description: '在同一个项目上分别测量各方案启动开发服务器、执行生产构建和完成一次热更新所需的时间。条形越短，速度越快。',
      source:
        '测试项目：{case}。每项数据取一次预热后 {runs} 次运行的中位数，于 {date} 在本站仓库中运行 npm run bench:tools 测得，测试设备为 {machine}。版本：{versions}。',
      caseName: '包含 {components} 个组件的 React 应用',
      machine: '{cpu}，{cores} 核，{memory} GiB 内存，{os}，平均负载 {load}',
      allVersions: '所测全部依赖的版本',
      environment: '所有方案共用：Node.js {node}、{browser}、React {react}',
      metrics: { dev: '开发启动', build: '生产构建', hmr: '热更新' },
    },
    toolStack: {
      title: 'Rstack 工具链的一员',
      tagline: 'Rsbuild 属于围绕 Rspack 打造的工具家族。每个工具专注做好一件事，并且彼此配合使用。',
    },
    ecosystem: {
      buttonLabel: 'Rstack 生态',
      title: 'Rstack 生态',
      githubText: 'GitHub',
    },
    newTab: '（在新标签页打开）',
  },
};

/** Fills `{name}` placeholders. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
