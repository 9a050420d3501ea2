import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';

/**
 * Every page is readable from its HTML and CSS alone; the scripts only make it interactive. On a
 * slow link, scripts requested from the head share the bandwidth with the HTML and the stylesheet
 * and so delay the first paint. In a production build the head therefore carries one small inline
 * loader instead of the framework's `<script defer>` tags and route-chunk preloads: it requests
 * them, in their order, once the page has been parsed and has painted its content (or at once if
 * nothing will paint: a hidden tab, a browser without paint timing).
 */

/** Where the loader's list of the page's route chunks goes; the build fills it in each page. */
export const ROUTE_CHUNKS_SLOT = '[/*route-chunks*/]';

const ROUTE_CHUNK_PRELOAD = /<link rel="preload" href="([^"]+)" as="script">/g;

/** The loader's source for these script URLs, in order; its route chunks still to be filled in. */
export function scriptLoader(scriptUrls: readonly string[]): string {
  return `(function(){var scripts=${JSON.stringify(scriptUrls)},chunks=${ROUTE_CHUNKS_SLOT},parsed=false,painted=false,started=false;
function start(){if(started)return;started=true;var head=document.head;
chunks.forEach(function(url){var link=document.createElement('link');link.rel='preload';link.as='script';link.href=url;head.appendChild(link)});
scripts.forEach(function(url){var script=document.createElement('script');script.src=url;script.async=false;head.appendChild(script)})}
function startWhenShown(){if(parsed&&(painted||document.visibilityState!=='visible'))start()}
if(window.PerformanceObserver&&(PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')>=0){new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length){painted=true;startWhenShown()}}).observe({type:'paint',buffered:true})}else{painted=true}
document.addEventListener('visibilitychange',startWhenShown);
document.addEventListener('DOMContentLoaded',function(){parsed=true;startWhenShown();setTimeout(start,5000)})})()`;
}

/**
 * Moves a rendered page's route-chunk preloads (which the framework writes into the head) into
 * its loader. Throws when the page has preloads but no loader, so a change in the framework's
 * output fails the build rather than loading chunks early or never.
 */
export function moveRouteChunkPreloads(html: string, file = 'page'): string {
  const chunks = [...html.matchAll(ROUTE_CHUNK_PRELOAD)].map((match) => match[1]);
  if (!html.includes(ROUTE_CHUNKS_SLOT)) {
    if (chunks.length > 0) throw new Error(`${file}: route-chunk preloads but no script loader`);
    return html;
  }
  return html.replace(ROUTE_CHUNK_PRELOAD, '').replace(ROUTE_CHUNKS_SLOT, () => JSON.stringify(chunks));
}

type HtmlTag = { tag: string; attrs?: Record<string, string | boolean | null | undefined>; children?: string };
type HeadAndBodyTags = { headTags: HtmlTag[]; bodyTags: HtmlTag[] };
/** The part of Rsbuild's plugin API used here. */
type BuilderPluginApi = {
  context: { action?: string };
  modifyHTMLTags(handler: (tags: HeadAndBodyTags, context: { environment: { name: string } }) => HeadAndBodyTags): void;
};

/** The head's tags with its deferred scripts replaced by one loader, where the first of them was. */
export function withScriptLoader(headTags: HtmlTag[]): HtmlTag[] {
  const isDeferredScript = (tag: HtmlTag) => tag.tag === 'script' && typeof tag.attrs?.src === 'string' && tag.attrs.defer === true;
  const first = headTags.findIndex(isDeferredScript);
  if (first < 0) return headTags;
  const urls = headTags.filter(isDeferredScript).map((tag) => String(tag.attrs?.src));
  const rest = headTags.filter((tag) => !isDeferredScript(tag));
  rest.splice(first, 0, { tag: 'script', children: scriptLoader(urls) });
  return rest;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export function pluginScriptsAfterFirstPaint(): RspressPlugin {
  return {
    name: 'rsbuild-docs:scripts-after-first-paint',
    builderConfig: {
      plugins: [
        {
          name: 'rsbuild-docs:script-loader',
          setup(api: BuilderPluginApi) {
            if (api.context.action !== 'build') return;
            api.modifyHTMLTags(({ headTags, bodyTags }, { environment }) =>
              environment.name === 'web' ? { headTags: withScriptLoader(headTags), bodyTags } : { headTags, bodyTags },
            );
          },
        },
      ],
    },
    // The pages are written by the framework's render workers straight to disk, so they are
    // completed there.
    afterBuild(config, isProd) {
      if (!isProd) return;
      for (const file of htmlFiles(path.resolve(config.outDir ?? 'doc_build'))) {
        const html = readFileSync(file, 'utf8');
        const moved = moveRouteChunkPreloads(html, file);
        if (moved !== html) writeFileSync(file, moved);
      }
    },
  };
}
