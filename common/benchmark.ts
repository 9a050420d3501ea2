// The figures drawn by the home page's benchmark bars: read from the file that
// `npm run bench:tools` writes (tools/bench/run.mjs, `benchmark-results.json` here), never typed in by hand.

export type BenchmarkMetricKey = 'dev' | 'build' | 'hmr';

interface BenchmarkMetric {
  /** Which measurement this is; its label is `home.benchmark.metrics.<key>` in common/i18n/. */
  desc: BenchmarkMetricKey;
  /** Seconds: the median of the measured runs. */
  time: number;
}

export interface BenchmarkGroup {
  label: string;
  /** The tool's own version, shown as the row's tooltip (the same in both languages). */
  description: string;
  /** Every package of the setup with the exact version that was measured. */
  versions: Record<string, string>;
  metrics: BenchmarkMetric[];
}

interface BenchmarkSource {
  /** The day of the run, `YYYY-MM-DD`. */
  date: string;
  machine: BenchmarkResults['machine'];
  components: number;
  reactVersion: string;
  runs: number;
}

/** The shape `npm run bench:tools` (tools/bench/run.mjs) writes. */
export interface BenchmarkResults {
  case: { components: number; framework: string; reactVersion: string };
  date: string;
  runs: number;
  warmups: number;
  durationMinutes: number;
  machine: {
    cpu: string;
    cores: number;
    memoryGiB: number;
    os: string;
    node: string;
    browser: string;
    loadAverage: { start: number[]; end: number[] };
  };
  tools: Array<{
    id: string;
    label: string;
    description: string;
    versions: Record<string, string>;
    /** Medians in seconds; absent when the setup could not run (then `error` says why). */
    dev?: number;
    build?: number;
    hmr?: number;
    jsGzipBytes?: number;
    error?: string;
  }>;
}

/** What the bars draw: the run's provenance and each measured setup's medians. */
export interface BenchmarkView {
  source: BenchmarkSource;
  groups: BenchmarkGroup[];
}

/**
 * The results file as the page draws it. A setup that failed to run has no figures: it is left
 * out rather than drawn as zero. Runs at build time: the home page's data carries the result.
 */
export function benchmarkView(results: BenchmarkResults): BenchmarkView {
  return {
    source: {
      date: results.date,
      machine: results.machine,
      components: results.case.components,
      reactVersion: results.case.reactVersion,
      runs: results.runs,
    },
    groups: results.tools.flatMap((tool) =>
      tool.dev && tool.build && tool.hmr
        ? [
            {
              label: tool.label,
              description: tool.description,
              versions: tool.versions,
              metrics: [
                { desc: 'dev', time: tool.dev },
                { desc: 'build', time: tool.build },
                { desc: 'hmr', time: tool.hmr },
              ],
            },
          ]
        : [],
    ),
  };
}
