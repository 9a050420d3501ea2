// The reader's Rsbuild version: what the build writes into every page's head and what the theme's
// "Your Rsbuild version" control changes. The build knows which releases the marks name and which
// pages document an item that came after 1.0 (site/reader-version/); the browser knows the choice.
// A choice becomes one <style> element: CSS rules that show the hidden "not in your version"
// texts of every mark newer than the choice, so the marks need no JavaScript of their own.

/** `?rsbuild=1.3` on any address sets the choice. */
export const VERSION_QUERY = 'rsbuild';
export const VERSION_STORAGE_KEY = 'rsbuild-reader-version';
/** The choice that flags nothing: the pages as they are without a choice. */
export const LATEST = 'latest';
/**
 * Where the head script leaves its data and functions for the control (`ReaderVersionApi`), so
 * that they reach the browser once, in the HTML, rather than again in the theme's JavaScript.
 */
export const VERSION_API_GLOBAL = '__rsbuildReaderVersions';

export interface ReaderVersionApi {
  data: ReaderVersionData;
  normalize: typeof normalizeChoice;
  apply(choice: string | undefined): void;
}

export interface ReaderVersionData {
  /** The newest 1.x release, `1.7.6`. */
  newest: string;
  /** Every release of @rsbuild/core a mark names, oldest first (`1.1.0`, `1.4`, `1.5.7`…). */
  versions: string[];
  /** The control's entries after "latest" (`versionChoices`). */
  choices: string[];
  /** Route without language prefix → the release its page's own item arrived in. */
  pages: Record<string, string>;
  /** The short mark on links to those pages (sidebar, config overview, search results), per language; `{{version}}` is the choice. */
  badge: Record<string, string>;
}

/** Negative, zero or positive as `a` is older, the same or newer than `b`; `1.4` counts as `1.4.0`. */
export function compareVersions(a: string, b: string): number {
  const x = a.split('.');
  const y = b.split('.');
  for (let i = 0; i < 3; i++) {
    const difference = (Number(x[i]) || 0) - (Number(y[i]) || 0);
    if (difference) return difference;
  }
  return 0;
}

/** A choice as stored and as `?rsbuild=` gives it: `latest`, `1.3` or `1.5.3` (1.x only), else undefined. */
export function normalizeChoice(raw: string | null | undefined): string | undefined {
  if (!raw) return undefined;
  const value = raw.trim().toLowerCase().replace(/^v/, '');
  if (value === 'latest') return 'latest';
  return /^1\.\d{1,2}(\.\d{1,3})?$/.test(value) ? value : undefined;
}

/**
 * Applies a choice to the document: `data-rsbuild-version` on <html> and the rules of the
 * `#rsbuild-reader-version` style element.
 * Self-contained apart from `compareVersions`, since the head script carries its source.
 */
export function applyReaderVersion(choice: string | undefined, data: ReaderVersionData): void {
  const root = document.documentElement;
  let style = document.getElementById('rsbuild-reader-version');
  if (!style) {
    style = document.createElement('style');
    style.id = 'rsbuild-reader-version';
    document.head.appendChild(style);
  }
  if (!choice || choice === 'latest' || compareVersions(choice, data.newest) >= 0) {
    root.removeAttribute('data-rsbuild-version');
    style.textContent = '';
    return;
  }
  root.setAttribute('data-rsbuild-version', choice);
  // Callbacks stay inline: a function bound to a name gets a naming helper from some compilers,
  // which the head script's copy of this source would not have.
  const missing = data.versions.filter((version) => compareVersions(version, choice) > 0).map((version) => `[data-rsbuild-since="${version}"]`);
  const newerPages = Object.keys(data.pages)
    .filter((route) => compareVersions(data.pages[route], choice) > 0)
    .map((route) => `[href$="${route}"]`);
  const rules = [`.rv-choice::after{content:"${choice}"}`, 'html .rv-release-filter{display:block}'];
  if (missing.length) {
    // The flags carry `hidden` (text-only browsers leave them out too); author rules win over it.
    rules.push(`.rv-flag:is(${missing.join(',')}){display:inline}`, `.rv-page-flag:is(${missing.join(',')}){display:block}`);
    rules.push(`.rv-release:not(:is(${missing.join(',')})){display:none}`);
  } else {
    rules.push('.rv-release{display:none}');
  }
  if (newerPages.length) {
    const links = `:is(.rp-doc-layout__sidebar,.rp-overview,.DocSearch-Hit) a:is(${newerPages.join(',')})`;
    rules.push(`${links}::after{content:"${data.badge.en.replace('{{version}}', choice)}";margin-inline-start:.5em;font-size:.75em;font-weight:500;white-space:nowrap;border:1px solid currentColor;border-radius:4px;padding:0 .3em}`);
    for (const lang of Object.keys(data.badge)) {
      if (lang !== 'en') rules.push(`:lang(${lang}) ${links}::after{content:"${data.badge[lang].replace('{{version}}', choice)}"}`);
    }
  }
  style.textContent = rules.join('\n');
}

/**
 * The head script: reads `?rsbuild=` (and stores it) or the stored choice and applies it before
 * the first paint, so a stored choice never moves the page once it is shown.
 */
export function readerVersionInlineScript(data: ReaderVersionData): string {
  return `(function(){try{var data=${JSON.stringify(data)};var compareVersions=${compareVersions.toString()};var normalizeChoice=${normalizeChoice.toString()};var applyReaderVersion=${applyReaderVersion.toString()};window[${JSON.stringify(
    VERSION_API_GLOBAL,
  )}]={data:data,normalize:normalizeChoice,apply:function(choice){applyReaderVersion(choice,data)}};var q=normalizeChoice(new URLSearchParams(location.search).get(${JSON.stringify(
    VERSION_QUERY,
  )}));if(q)localStorage.setItem(${JSON.stringify(VERSION_STORAGE_KEY)},q);applyReaderVersion(q||normalizeChoice(localStorage.getItem(${JSON.stringify(
    VERSION_STORAGE_KEY,
  )})),data)}catch(e){}})()`;
}

/** The control's entries: latest, then each minor from the newest, each followed by the patch releases the marks name in it. */
export function versionChoices(data: Pick<ReaderVersionData, 'newest' | 'versions'>): string[] {
  const newestMinor = Number(data.newest.split('.')[1]);
  const choices: string[] = [];
  for (let minor = newestMinor; minor >= 0; minor--) {
    const patches = data.versions
      .filter((version) => version.split('.').length === 3 && Number(version.split('.')[1]) === minor && !version.endsWith('.0'))
      .sort((a, b) => compareVersions(b, a));
    choices.push(...patches, `1.${minor}`);
  }
  return choices;
}
