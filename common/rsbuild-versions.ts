// The reader's Rsbuild version: what the build writes into every page's head and what the theme's
// "Your Rsbuild version" control changes. The build knows which releases the marks name and which
// pages document an item that came after 1.0 (site/reader-version.ts); the browser knows the choice.
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
  /**
   * The control's entries after "latest" (`versionChoices`): every minor, and every patch release
   * a mark names. They are also the releases the rules compare with (`applyReaderVersion`).
   */
  choices: string[];
  /** The shortest ending unique to a page's route (`/emit-css`) → the release its page's own item arrived in. */
  pages: Record<string, string>;
  /** The short mark on links to those pages (sidebar, config overview, search results), per language; `{{version}}` is the choice. */
  badge: Record<string, string>;
}

/** Negative, zero or positive as `a` is older, the same or newer than `b`; `1.4` counts as `1.4.0`. */
export const compareVersions = (a: string, b: string): number => {
  const x = a.split('.');
  const y = b.split('.');
  return +x[0] - +y[0] || +x[1] - +y[1] || (+x[2] || 0) - (+y[2] || 0);
};

/** A choice as stored and as `?rsbuild=` gives it: `latest`, `1.3` or `1.5.3` (1.x only), else undefined. */
export const normalizeChoice = (raw: string | null | undefined): string | undefined => {
  const match = /^v?(latest|1\.\d{1,2}(\.\d{1,3})?)$/i.exec(String(raw).trim());
  return match ? match[1].toLowerCase() : undefined;
};

/**
 * Applies a choice to the document: `data-rsbuild-version` on <html> and a
 * `#rsbuild-reader-version` style element with the choice's rules, present only while a release
 * older than the newest is chosen. Self-contained apart from `compareVersions`, since the head
 * script carries its source.
 */
export const applyReaderVersion = (choice: string | undefined, data: ReaderVersionData): void => {
  const root = document.documentElement;
  document.getElementById('rsbuild-reader-version')?.remove();
  root.removeAttribute('data-rsbuild-version');
  if (!choice || choice === 'latest' || compareVersions(choice, data.newest) >= 0) return;
  root.setAttribute('data-rsbuild-version', choice);
  // A release a mark names is newer than the choice exactly when it starts with an entry newer
  // than the choice: a minor (`1.6`) stands for all its patches, and the entries hold every patch
  // release the marks name. So the marks' releases need not reach the browser. `:not(*)` stands
  // for an empty list, which `:is()` would not take. Callbacks stay inline: a function bound to a
  // name gets a naming helper from some compilers, which the head script's copy would not have.
  const newer =
    data.choices
      .filter((entry) => compareVersions(entry, choice) > 0)
      .map((entry) => `[data-rsbuild-since^="${entry}"]`)
      .join() || ':not(*)';
  const newerPageLinks = `:is(.rp-doc-layout__sidebar,.rp-overview,.DocSearch-Hit) a:is(${
    Object.keys(data.pages)
      .filter((route) => compareVersions(data.pages[route], choice) > 0)
      .map((route) => `[href$="${route}"]`)
      .join() || ':not(*)'
  })::after`;
  // The flags carry `hidden` (text-only browsers leave them out too); author rules win over it.
  // The badge's look is in theme/doc/ReaderVersion.css; only its text depends on the choice.
  let rules = `.rv-choice::after{content:"${choice}"}.rv-release-filter{display:block}.rv-flag:is(${newer}){display:inline}.rv-page-flag:is(${newer}){display:block}.rv-release:not(:is(${newer})){display:none}`;
  for (const lang in data.badge) rules += `:lang(${lang}) ${newerPageLinks}{content:"${data.badge[lang].replace('{{version}}', choice)}"}`;
  const style = document.createElement('style');
  style.id = 'rsbuild-reader-version';
  style.textContent = rules;
  document.head.appendChild(style);
};

/**
 * The head script: reads `?rsbuild=` or the stored choice and applies it before the first paint,
 * so a stored choice never moves the page once it is shown; then stores `?rsbuild=` (storage can
 * be off, as in private modes, and the choice still holds for this page).
 */
export function readerVersionInlineScript(data: ReaderVersionData): string {
  const key = JSON.stringify(VERSION_STORAGE_KEY);
  const newestMinor = Number(data.newest.split('.')[1]);
  const packed = packChoices(data.choices, newestMinor);
  const dataSource = JSON.stringify({ ...data, choices: 0 }).replace('"choices":0', `"choices":unpackChoices(${JSON.stringify(packed)},${newestMinor})`);
  return `(()=>{try{var unpackChoices=${unpackChoices},data=${dataSource},compareVersions=${compareVersions},normalizeChoice=${normalizeChoice},applyReaderVersion=${applyReaderVersion},choice=normalizeChoice(new URLSearchParams(location.search).get(${JSON.stringify(
    VERSION_QUERY,
  )}));window[${JSON.stringify(VERSION_API_GLOBAL)}]={data:data,normalize:normalizeChoice,apply:(choice)=>applyReaderVersion(choice,data)};applyReaderVersion(choice||normalizeChoice(localStorage.getItem(${key})),data);if(choice)localStorage.setItem(${key},choice)}catch(e){}})()`;
}

/**
 * The choices as the head script carries them: for each minor from the newest down to the oldest
 * entry's, the patch numbers of its entries (`3,2|13,12,8|…`). The list always ends each minor with the minor itself
 * (`versionChoices`), so the numbers are all it needs; `unpackChoices` gives the list back.
 */
export function packChoices(choices: string[], newestMinor: number): string {
  const oldestMinor = Math.min(...choices.map((entry) => Number(entry.split('.')[1])));
  const packed = Array.from({ length: newestMinor - oldestMinor + 1 }, (_, index) =>
    choices.filter((entry) => entry.split('.').length === 3 && entry.startsWith(`1.${newestMinor - index}.`)).map((entry) => entry.split('.')[2]).join(),
  ).join('|');
  if (JSON.stringify(unpackChoices(packed, newestMinor)) !== JSON.stringify(choices)) throw new Error(`packChoices: ${choices.join(' ')} is not a list of minors, each after its patches`);
  return packed;
}

/** The choices back from `packChoices`. Self-contained: the head script carries its source. */
export const unpackChoices = (packed: string, newestMinor: number): string[] =>
  packed.split('|').flatMap((patches, index) => (patches ? patches.split(',') : []).map((patch) => `1.${newestMinor - index}.${patch}`).concat(`1.${newestMinor - index}`));

/** The control's entries: each minor from the newest, each preceded by the patch releases the marks name in it. */
export function versionChoices(data: { newest: string; versions: string[] }): string[] {
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
