import { decodePostings, type SearchIndexFile, slugTerms, tokenize } from '../../common/search-format';

export interface Section {
  anchor: string;
  depth: number;
  /** lvl2–lvl4 of the section: its heading and the headings it sits under. */
  path: Record<'lvl2' | 'lvl3' | 'lvl4', string | null>;
  terms: Set<string>;
}

export interface Page {
  id: number;
  route: string;
  section: string;
  title: string;
  /** The words of the title and of the URL slug (`env-vars` → `env`, `vars`, `envvars`). */
  titleTerms: Set<string>;
  /** The title's option key or slug written as one word (`distpath`), for exact-name matches. */
  names: Set<string>;
  sections: Section[];
}

export interface LoadedIndex {
  pages: Page[];
  /** Word → the pages it occurs in (text, title or headings). */
  postings: Map<string, number[]>;
  /** Every word, for prefix and typo matching. */
  vocabulary: string[];
}

/** Words split for headings and titles (pairs for Chinese, so `产物目录` matches as a phrase). */
const headingTerms = (text: string) => new Set(tokenize(text));

/**
 * The index file as the ranking reads it: pages with their words and headings' paths, and the
 * postings decoded, with the words of titles, slugs and headings added to them.
 */
export function loadIndex(file: SearchIndexFile): LoadedIndex {
  const postings = new Map<string, number[]>();
  for (const [term, encoded] of Object.entries(file.postings)) postings.set(term, decodePostings(encoded));
  const addPosting = (term: string, page: number) => {
    const list = postings.get(term);
    if (!list) postings.set(term, [page]);
    else if (!list.includes(page)) list.push(page);
  };
  const pages = file.pages.map(([route, section, title, sections], id): Page => {
    const path: Section['path'] = { lvl2: null, lvl3: null, lvl4: null };
    const page: Page = {
      id,
      route,
      section,
      title,
      titleTerms: new Set([...tokenize(title), ...slugTerms(route)]),
      names: new Set([slugTerms(route).at(-1)!, ...title.split(/[\s.]+/).map((word) => word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, ''))]),
      sections: sections.map(([anchor, depth, heading]) => {
        const level = `lvl${depth}` as keyof Section['path'];
        path[level] = heading;
        if (depth < 4) path.lvl4 = null;
        if (depth < 3) path.lvl3 = null;
        return { anchor, depth, path: { ...path }, terms: headingTerms(heading) };
      }),
    };
    for (const term of page.titleTerms) addPosting(term, id);
    for (const section of page.sections) for (const term of section.terms) addPosting(term, id);
    return page;
  });
  for (const list of postings.values()) list.sort((a, b) => a - b);
  return { pages, postings, vocabulary: [...postings.keys()] };
}
