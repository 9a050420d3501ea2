import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scriptLoader, withScriptsAfterFirstPaint } from '../../site/framework/scripts-after-first-paint';

const headTags = [
  { tag: 'script', children: 'safeUrl()' },
  { tag: 'link', attrs: { href: '/static/css/styles.css', rel: 'stylesheet' } },
  { tag: 'script', attrs: { defer: true, src: '/static/js/styles.js' } },
  { tag: 'script', attrs: { defer: true, src: '/static/js/index.js' } },
  { tag: 'meta', attrs: { name: 'generator' } },
];

test('each deferred script becomes a low-priority preload in its place, followed by the loader', () => {
  const tags = withScriptsAfterFirstPaint(headTags);
  assert.deepEqual(tags.slice(0, 4), [
    { tag: 'script', children: 'safeUrl()' },
    { tag: 'link', attrs: { href: '/static/css/styles.css', rel: 'stylesheet' } },
    { tag: 'link', attrs: { rel: 'preload', as: 'script', href: '/static/js/styles.js', fetchpriority: 'low' } },
    { tag: 'link', attrs: { rel: 'preload', as: 'script', href: '/static/js/index.js', fetchpriority: 'low' } },
  ]);
  assert.equal(tags[4].tag, 'script');
  assert.ok(tags[4].children?.includes('var scripts=["/static/js/styles.js","/static/js/index.js"]'), 'the URLs, in their order');
  assert.deepEqual(tags[5], { tag: 'meta', attrs: { name: 'generator' } });
  assert.equal(tags.length, 6);
});

test('a head without deferred scripts is left as it is (a blocking or inline script is not moved)', () => {
  const tags = [{ tag: 'script', attrs: { src: '/blocking.js' } }, { tag: 'script', children: 'inline()' }];
  assert.equal(withScriptsAfterFirstPaint(tags), tags);
});

/** Runs the loader against a minimal document: what it appends, and hooks to play the page's events. */
function runLoader(urls: string[], { readyState = 'loading', visibilityState = 'visible', paintTiming = true } = {}) {
  const listeners = new Map<string, Array<() => void>>();
  const appended: Array<{ src?: string; async?: boolean }> = [];
  const timers: Array<{ run: () => void; ms: number }> = [];
  let observer: ((list: { getEntriesByName(name: string): object[] }) => void) | undefined;
  const document = {
    readyState,
    visibilityState,
    head: { appendChild: (element: { src?: string; async?: boolean }) => appended.push(element) },
    createElement: () => ({}),
    addEventListener: (type: string, listener: () => void) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
  };
  class FakePerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint'] : ['resource'];
    constructor(callback: typeof observer) {
      observer = callback;
    }
    observe() {}
  }
  const run = new Function('window', 'document', 'PerformanceObserver', 'setTimeout', scriptLoader(urls));
  run({ PerformanceObserver: FakePerformanceObserver }, document, FakePerformanceObserver, (callback: () => void, ms: number) => timers.push({ run: callback, ms }));
  return {
    appended,
    timers,
    document,
    dispatch: (type: string) => listeners.get(type)?.forEach((listener) => listener()),
    paint: (name = 'first-contentful-paint') => observer?.({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }),
  };
}

test('the loader runs the scripts, in their order and once, when the document is parsed and has painted its content', () => {
  const page = runLoader(['/static/js/styles.js', '/static/js/index.js']);
  page.paint('first-paint');
  page.dispatch('DOMContentLoaded');
  assert.deepEqual(page.appended, [], 'a paint without content does not count');
  page.paint();
  assert.deepEqual(page.appended, [
    { src: '/static/js/styles.js', async: false },
    { src: '/static/js/index.js', async: false },
  ]);
  page.paint();
  page.timers.forEach((timer) => timer.run());
  assert.equal(page.appended.length, 2, 'no second run');
});

test('content painted before the parse has ended waits for the parse', () => {
  const page = runLoader(['/static/js/index.js']);
  page.paint();
  assert.deepEqual(page.appended, []);
  page.dispatch('DOMContentLoaded');
  assert.deepEqual(page.appended, [{ src: '/static/js/index.js', async: false }]);
});

test('a hidden tab, a browser without paint timing, or a page that never paints runs the scripts once parsed', () => {
  const hidden = runLoader(['/a.js'], { visibilityState: 'hidden' });
  hidden.dispatch('DOMContentLoaded');
  assert.equal(hidden.appended.length, 1, 'hidden tab');

  const noPaintTiming = runLoader(['/a.js'], { paintTiming: false });
  noPaintTiming.dispatch('DOMContentLoaded');
  assert.equal(noPaintTiming.appended.length, 1, 'no paint timing');

  const neverPaints = runLoader(['/a.js']);
  neverPaints.dispatch('DOMContentLoaded');
  assert.equal(neverPaints.appended.length, 0);
  assert.deepEqual(neverPaints.timers.map((timer) => timer.ms), [5000]);
  neverPaints.timers[0].run();
  assert.equal(neverPaints.appended.length, 1, 'five seconds after the parse');
});

test('a loader that runs after the parse (document already interactive) does not wait for DOMContentLoaded', () => {
  const page = runLoader(['/a.js'], { readyState: 'interactive' });
  page.paint();
  assert.equal(page.appended.length, 1);
});
