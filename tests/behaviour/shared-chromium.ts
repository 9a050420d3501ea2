// One Chromium for the behaviour files of a process. Starting the browser costs more CPU than the
// browser tests of most files, and the files of a shard (scripts/lib/test-shards.ts) run one after
// another in one process, so they can share it: each caller gets a handle whose pages and contexts
// are its own (cookies, storage and HTTP cache apart), and whose close() closes only those.
import type { Browser, BrowserContext } from 'playwright-core';
import { launchChromium as startChromium } from '../../scripts/lib/chromium';

let running: Promise<Browser> | undefined;
let openHandles = 0;
// Set by the shard module (through tests/behaviour/between-files.ts): the browser then outlives
// the handles of one file, and the shard closes it after its last file. A file run on its own
// closes the browser with its last handle, so its process can end.
let keptBetweenFiles = false;

export function keepChromiumBetweenFiles(): void {
  keptBetweenFiles = true;
}

/** Closes the shared browser, if one is running; the next handle starts a new one. */
export async function closeSharedChromium(): Promise<void> {
  const browser = running;
  running = undefined;
  if (browser) await (await browser).close();
}

function sharedBrowser(): Promise<Browser> {
  if (!running) {
    const starting = startChromium();
    running = starting;
    // A browser that crashed or was closed is started again by the next caller.
    starting.then(
      (browser) => browser.on('disconnected', () => void (running === starting && (running = undefined))),
      () => void (running === starting && (running = undefined)),
    );
  }
  return running;
}

/**
 * Debian's Chromium as every browser-driving tool launches it (`scripts/lib/chromium.ts`), shared
 * by the files of a process. The handle is the browser with three methods of its own:
 * `newContext()` and `newPage()` open a new context (as `browser.newPage()` does), and `close()`
 * closes the contexts this handle opened.
 */
export async function launchChromium(): Promise<Browser> {
  const browser = await sharedBrowser();
  openHandles += 1;
  const contexts = new Set<BrowserContext>();
  let closed = false;
  const newContext: Browser['newContext'] = async (options) => {
    const context = await browser.newContext(options);
    contexts.add(context);
    context.on('close', () => contexts.delete(context));
    return context;
  };
  const newPage: Browser['newPage'] = async (options) => (await newContext(options)).newPage();
  const close = async () => {
    if (closed) return;
    closed = true;
    await Promise.all([...contexts].map((context) => context.close()));
    openHandles -= 1;
    if (openHandles === 0 && !keptBetweenFiles) await closeSharedChromium();
  };
  const own: Record<PropertyKey, unknown> = { newContext, newPage, close, contexts: () => [...contexts] };
  return new Proxy(browser, {
    get(target, key) {
      if (key in own) return own[key];
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
