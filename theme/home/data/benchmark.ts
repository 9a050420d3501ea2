// The figures drawn by the home page's benchmark bars, and where they come from.
// Keep every figure here and nowhere else; update `benchmarkSource` with them. The case that
// was built is described in words in theme/i18n/ (`home.benchmark.caseName`).

export type BenchmarkMetricKey = 'dev' | 'build' | 'hmr';

export interface BenchmarkMetric {
  /** Which measurement this is; its label is `home.benchmark.metrics.<key>` in theme/i18n/. */
  desc: BenchmarkMetricKey;
  /** Seconds, as published by the benchmark. */
  time: number;
}

export interface BenchmarkGroup {
  label: string;
  /** The exact tool versions that were measured (the same in both languages). */
  description: string;
  metrics: BenchmarkMetric[];
}

export interface BenchmarkSource {
  repository: string;
  /** The README table the figures were read from. */
  url: string;
  /** The date printed under that table. */
  date: string;
  machine: string;
}

/**
 * The build-tools-performance README table dated 2023-12-11 (the repository was then named
 * `performance-compare`, under rspack-contrib; it now lives at rstackjs/build-tools-performance).
 * It is the latest published table that measured all four setups shown here: later runs dropped
 * the Vite + SWC and webpack + Babel setups. HMR is the table's "HMR (Root)" column: the time to
 * apply an edit to the root component.
 */
export const benchmarkSource: BenchmarkSource = {
  repository: 'rstackjs/build-tools-performance',
  url: 'https://github.com/rstackjs/build-tools-performance',
  date: '2023-12-11',
  machine: 'MacBook Pro, Apple M1 Pro, 32 GB',
};

export const benchmarkGroups: BenchmarkGroup[] = [
  {
    label: 'Rsbuild',
    description: 'Rsbuild 0.2.0',
    metrics: [
      { desc: 'dev', time: 0.917 },
      { desc: 'build', time: 0.609 },
      { desc: 'hmr', time: 0.12 },
    ],
  },
  {
    label: 'Vite + SWC',
    description: 'Vite 5.0.7 + SWC',
    metrics: [
      { desc: 'dev', time: 1.603 },
      { desc: 'build', time: 1.456 },
      { desc: 'hmr', time: 0.127 },
    ],
  },
  {
    label: 'webpack + SWC',
    description: 'webpack 5.88.0 + SWC',
    metrics: [
      { desc: 'dev', time: 2.647 },
      { desc: 'build', time: 2.071 },
      { desc: 'hmr', time: 0.196 },
    ],
  },
  {
    label: 'webpack + Babel',
    description: 'webpack 5.88.0 + Babel',
    metrics: [
      { desc: 'dev', time: 5.251 },
      { desc: 'build', time: 4.694 },
      { desc: 'hmr', time: 0.204 },
    ],
  },
];
