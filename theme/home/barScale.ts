// The arithmetic behind the benchmark bars: kept apart from React so it can be unit-tested.
import type { BenchmarkGroup } from '../../common/benchmark';

/** The longest time across every metric of every group: the full-width bar. */
export function maxTime(groups: BenchmarkGroup[]): number {
  return Math.max(0, ...groups.flatMap((group) => group.metrics.map((metric) => metric.time)));
}

/** A bar's final width as a fraction of the track: its time divided by the longest time. */
export function barFraction(time: number, max: number): number {
  if (!(max > 0) || !(time > 0)) return 0;
  return Math.min(1, time / max);
}

/** Under a second in whole milliseconds (`80ms`), otherwise seconds with two decimals (`1.29s`). */
export function formatTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  // 0.9996 s rounds to 1000 ms: that is a second, written the seconds way.
  if (ms < 1000) return `${ms}ms`;
  return `${seconds.toFixed(2)}s`;
}

/**
 * The label while the bar grows: the animation is linear and lasts the metric's own time,
 * so after `elapsed` seconds the bar has counted up to `elapsed` itself, capped at the time.
 */
export function countUpLabel(time: number, elapsedSeconds: number): string {
  return formatTime(Math.min(time, Math.max(0, elapsedSeconds)));
}
