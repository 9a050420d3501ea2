// Builds the local search index of one language from its MDX sources (format: ./format.ts).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { headingTree, listPages, parseMdx, plainText } from '../docs-source/index';
import { routeOf } from '../../common/routes';
import { encodePostings, INDEX_VERSION, type PageEntry, type PageText, type SearchIndexFile, type SectionEntry, textTerms } from '../../common/search-format';

/** Inline Markdown and JSX reduced to the text a reader sees. */
function inlineText(markdown: string): string {
  // Tags are markup only outside code spans: `<script>` in backticks is text the reader sees.
  const withoutMarkup = markdown
    .split(/(`[^`]*`)/)
    .map((part) =>
      part.startsWith('`')
        ? part
        : part
            .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
            .replace(/<\/?[A-Za-z][^<>]*?\/?>/g, ' ')
            .replace(/\{#[\w-]+\}/g, '')
            .replace(/\\([\\`*_{}[\]()#+\-.!|<>])/g, '$1'),
    )
    .join('');
  return plainText(withoutMarkup).replace(/\s+/g, ' ').trim();
}

/** Prose blocks of a page: paragraphs, list items and table rows, with their first line. */
function proseBlocks(prose: { text: string; line: number }[]) {
  const blocks: { text: string; line: number }[] = [];
  let current: { text: string; line: number } | null = null;
  const flush = () => {
    if (current?.text.trim()) blocks.push(current);
    current = null;
  };
  for (const { text, line } of prose) {
    const trimmed = text.trim();
    if (!trimmed || /^(import|export)\s/.test(trimmed) || /^:::/.test(trimmed) || /^<\/?[A-Z]/.test(trimmed) || /^---+$/.test(trimmed)) {
      flush();
      continue;
    }
    if (/^\|/.test(trimmed)) {
      flush();
      if (!/^\|[\s:|-]+\|$/.test(trimmed)) {
        const cells = trimmed.split(/(?<!\\)\|/).map((cell: string) => cell.trim()).filter(Boolean);
        blocks.push({ text: cells.join(' · '), line });
      }
      continue;
    }
    const item = /^(?:[-*+]|\d+\.)\s+(.*)$/.exec(trimmed);
    if (item) {
      flush();
      current = { text: item[1], line };
      continue;
    }
    if (current) current.text += ` ${trimmed}`;
    else current = { text: trimmed, line };
  }
  flush();
  return blocks;
}

/** The navigation section (lvl0) of a route, from the language's `_nav.json`. */
function sectionFinder(lang: string, docsRoot: string) {
  const navFile = path.join(docsRoot, lang, '_nav.json');
  const nav: { text: string; link?: string; activeMatch?: string }[] = existsSync(navFile) ? JSON.parse(readFileSync(navFile, 'utf8')) : [];
  const matchers = nav
    .filter((item) => item.link && item.activeMatch)
    .map((item) => ({ text: item.text, regex: new RegExp(item.activeMatch!) }));
  return (route: string) => matchers.find((matcher) => matcher.regex.test(route))?.text ?? 'Rsbuild';
}

/**
 * One page as an index entry and its paragraphs, or nothing for pages without a title and for
 * the home page. Sections are the h2–h4 headings; text before the h1 is not the page's.
 */
export function pageEntry({ route, source, section }: { route: string; source: string; section: string }) {
  const { frontmatter, headings, prose } = parseMdx(source);
  if (frontmatter.pageType === 'home') return undefined;
  const tree: { depth: number; id: string; line: number; text: string }[] = headingTree(headings);
  const h1 = tree.find((heading) => heading.depth === 1);
  const title: string = frontmatter.title || (h1 ? inlineText(h1.text) : '');
  if (!title) return undefined;

  const sections: SectionEntry[] = [];
  const text: PageText = [[]];
  // `searchText: intro`: a page whose sections only repeat what other pages say (the generated
  // release list) gives search its introduction and headings, not every line, so the text a
  // result downloads stays small.
  const introOnly = frontmatter.searchText === 'intro';
  const events = [
    ...tree.filter((h) => h.depth >= 2 && h.depth <= 4).map((heading) => ({ line: heading.line, heading, block: undefined })),
    ...proseBlocks(prose).map((block) => ({ line: block.line, heading: undefined, block })),
  ].sort((a, b) => a.line - b.line);
  for (const event of events) {
    if (event.heading) {
      sections.push([event.heading.id, event.heading.depth, inlineText(event.heading.text)]);
      text.push([]);
      continue;
    }
    if (event.line < (h1?.line ?? 0)) continue;
    if (introOnly && text.length > 1) continue;
    const paragraph = inlineText(event.block!.text);
    if (paragraph) text.at(-1)!.push(paragraph);
  }
  const entry: PageEntry = [route, section, title, sections];
  return { entry, text };
}

/** The index of one language, and the paragraphs of each of its pages in the same order. */
export function buildSearchIndex(lang: string, docsRoot: string): { index: SearchIndexFile; texts: PageText[] } {
  const sectionOf = sectionFinder(lang, docsRoot);
  const pages = (listPages(lang, docsRoot) as string[]).flatMap((file) => {
    const route: string = routeOf(lang, file);
    const source = readFileSync(path.join(docsRoot, lang, file), 'utf8');
    const page = pageEntry({ route, source, section: sectionOf(route) });
    return page ? [page] : [];
  });
  return { index: searchIndexOf(pages.map((page) => page.entry), pages.map((page) => page.text)), texts: pages.map((page) => page.text) };
}

/** The index file of pages in this order, with the pages each word of their text occurs in. */
export function searchIndexOf(entries: PageEntry[], texts: PageText[]): SearchIndexFile {
  const pagesOf = new Map<string, number[]>();
  texts.forEach((text, page) => {
    for (const term of new Set(text.flat().flatMap(textTerms))) {
      const list = pagesOf.get(term) ?? [];
      list.push(page);
      pagesOf.set(term, list);
    }
  });
  const postings = Object.fromEntries([...pagesOf].map(([term, list]) => [term, encodePostings(list)]));
  return { version: INDEX_VERSION, pages: entries, postings };
}
