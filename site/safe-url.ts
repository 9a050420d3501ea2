/**
 * Keeps a malformed URL from crashing the page. The framework decodes the current path with
 * `decodeURIComponent` to match a route, and decodes the language-switch link it builds from the
 * path and query a second time; a stray `%` (`/guide/start/%`, `?q=100%25off`, `#%`) throws
 * `URIError` during rendering and leaves a blank page. An inline script runs this before the app
 * boots and, where needed, rewrites the address in place (`history.replaceState`) so that each
 * part survives two decodings: its `%` signs are escaped as `%25` until it does. A well-formed
 * address is left untouched, so what a malformed one names is still shown, or the 404 screen.
 */
export function decodableTwice(part: string): string {
  let candidate = part;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      decodeURIComponent(decodeURIComponent(candidate));
      return candidate;
    } catch {
      candidate = candidate.replace(/%/g, '%25');
    }
  }
  return candidate;
}

/** Runs in the document head: `decodableTwice` on the path, query and hash of `location`. */
function makeLocationDecodable() {
  const { pathname, search, hash } = window.location;
  const safe = [pathname, search, hash].map(decodableTwice).join('');
  if (safe !== pathname + search + hash) window.history.replaceState(window.history.state, '', safe);
}

export const safeUrlInlineScript = `(function(){try{var decodableTwice=${decodableTwice.toString()};(${makeLocationDecodable.toString()})()}catch(e){}})()`;
