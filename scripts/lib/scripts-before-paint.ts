/**
 * The site's own script files that Chromium started evaluating before `paintTs` (trace clock, µs):
 * Lighthouse's simulated LCP charges their download on the slow link to the paint (as it does for
 * scripts downloaded before the paint whose evaluation took under 10 ms, wherever it ran). Returns
 * their paths, in order.
 */
/** A Chrome trace event, as far as it is read here. */
export interface TraceEvent {
  name: string;
  ts: number;
  args?: { data?: { url?: string } };
}

export function scriptsRunBeforePaint(traceEvents: TraceEvent[], paintTs: number, origin: string): string[] {
  const started = new Map<string, number>();
  for (const event of traceEvents) {
    const url = event.name === 'EvaluateScript' ? event.args?.data?.url : undefined;
    if (!url?.startsWith(`${origin}/`) || event.ts >= paintTs) continue;
    const { pathname } = new URL(url);
    if (pathname.endsWith('.js') && (!started.has(pathname) || started.get(pathname)! > event.ts)) started.set(pathname, event.ts);
  }
  return [...started.entries()].sort((a, b) => a[1] - b[1]).map(([pathname]) => pathname);
}
