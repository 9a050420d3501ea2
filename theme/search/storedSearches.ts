/**
 * DocSearch keeps recent and saved searches in localStorage and reads them with a bare
 * `JSON.parse(...).slice()`: a value it cannot read (edited by hand, written by another version)
 * throws while the modal renders and search never opens. Such a value is dropped before the
 * modal mounts; the reader loses only that broken history.
 */
export function dropUnreadableStoredSearches(indexName: string) {
  for (const prefix of ['__DOCSEARCH_RECENT_SEARCHES__', '__DOCSEARCH_FAVORITE_SEARCHES__']) {
    const key = `${prefix}${indexName}`;
    try {
      const stored = localStorage.getItem(key);
      if (stored !== null && !Array.isArray(JSON.parse(stored))) localStorage.removeItem(key);
    } catch {
      try {
        localStorage.removeItem(key);
      } catch {
        // Storage is unavailable: DocSearch then keeps no history at all.
      }
    }
  }
}
