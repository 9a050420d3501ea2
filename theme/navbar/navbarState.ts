export type HideNavbarMode = 'always' | 'auto' | 'never';

/** Below this many pixels from the top the navbar is see-through and never hidden. */
export const TOP_ARRIVED_THRESHOLD = 100;

export function navbarState(mode: HideNavbarMode, previousY: number, currentY: number) {
  const atTop = currentY < TOP_ARRIVED_THRESHOLD;
  if (mode === 'always') return { hidden: true, atTop };
  if (mode !== 'auto' || atTop) return { hidden: false, atTop };
  return { hidden: currentY > previousY, atTop };
}

/** Leading and trailing throttle: runs at once, then at most once per `wait` with the latest call. */
export function throttle<Args extends unknown[]>(fn: (...args: Args) => void, wait: number) {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: Args | undefined;
  const run = (args: Args) => {
    last = Date.now();
    pending = undefined;
    fn(...args);
  };
  const throttled = (...args: Args) => {
    const remaining = wait - (Date.now() - last);
    if (remaining <= 0) {
      if (timer) clearTimeout(timer);
      timer = undefined;
      run(args);
      return;
    }
    pending = args;
    timer ??= setTimeout(() => {
      timer = undefined;
      if (pending) run(pending);
    }, remaining);
  };
  throttled.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
