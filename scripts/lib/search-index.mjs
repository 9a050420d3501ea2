// Builds the local search index: DocSearch-shaped records from the MDX sources of one language.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { docsRoot as defaultDocsRoot, headingTree, listPages, parseMdx, plainText, routeOf } from '../../site/docs-source/index.mjs';

/** Inline Markdown and JSX reduced to the text a reader sees. */
export function inlineText(markdown) {
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
export function proseBlocks(prose) {
  const blocks = [];
  let current = null;
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
        const cells = trimmed.split(/(?<!\\)\|/).map((cell) => cell.trim()).filter(Boolean);
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
export function sectionFinder(lang, docsRoot = defaultDocsRoot) {
  const navFile = path.join(docsRoot, lang, '_nav.json');
  const nav = existsSync(navFile) ? JSON.parse(readFileSync(navFile, 'utf8')) : [];
  const matchers = nav
    .filter((item) => item.link && item.activeMatch)
    .map((item) => ({ text: item.text, regex: new RegExp(item.activeMatch) }));
  return (route) => matchers.find((matcher) => matcher.regex.test(route))?.text ?? 'Rsbuild';
}

/**
 * Records in the hit shape of DocSearch: `hierarchy` lvl0 (section) to lvl6, `content`,
 * `type` (`lvl1`…`lvl4` or `content`), `url` with the heading anchor, and `objectID`.
 */
export function pageRecords({ route, source, section }) {
  const { frontmatter, headings, prose } = parseMdx(source);
  if (frontmatter.pageType === 'home') return [];
  const tree = headingTree(headings);
  const h1 = tree.find((heading) => heading.depth === 1);
  const title = frontmatter.title || (h1 ? inlineText(h1.text) : '');
  if (!title) return [];
  const records = [];
  const hierarchy = { lvl0: section, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  const push = (type, anchor, content = null) =>
    records.push({
      objectID: `${route}#${records.length}`,
      type,
      url: anchor ? `${route}#${anchor}` : route,
      hierarchy: { ...hierarchy },
      content,
    });
  push('lvl1', undefined);

  const blocks = proseBlocks(prose);
  const events = [
    ...tree.filter((h) => h.depth >= 2 && h.depth <= 4).map((h) => ({ line: h.line, heading: h })),
    ...blocks.map((block) => ({ line: block.line, block })),
  ].sort((a, b) => a.line - b.line);
  let anchor;
  for (const event of events) {
    if (event.heading) {
      const { depth, id, text } = event.heading;
      for (let level = depth; level <= 6; level++) hierarchy[`lvl${level}`] = null;
      hierarchy[`lvl${depth}`] = inlineText(text);
      anchor = id;
      push(`lvl${depth}`, anchor);
      continue;
    }
    if (event.line < (h1?.line ?? 0)) continue;
    const text = inlineText(event.block.text);
    if (text) push('content', anchor, text);
  }
  return records;
}

/** Every record of one language. */
export function buildSearchIndex(lang, docsRoot = defaultDocsRoot) {
  const sectionOf = sectionFinder(lang, docsRoot);
  return listPages(lang, docsRoot).flatMap((file) => {
    const route = routeOf(lang, file);
    const source = readFileSync(path.join(docsRoot, lang, file), 'utf8');
    return pageRecords({ route, source, section: sectionOf(route) });
  });
}

/**
 * The index as shipped to the browser, small because it is the largest thing search loads:
 * each page once with its sections (`[anchor, lvl2, lvl3, lvl4]`), then each record as
 * `[page, section, content]`, where section -1 is the top of the page and an empty content
 * marks the page's or the section's own record.
 */
export function compactIndex(records) {
  const pages = [];
  const pageIndex = new Map();
  const rows = records.map((record) => {
    const [route, anchor = ''] = record.url.split('#');
    if (!pageIndex.has(route)) {
      pageIndex.set(route, { index: pages.length, sections: new Map() });
      pages.push([route, record.hierarchy.lvl0, record.hierarchy.lvl1, []]);
    }
    const page = pageIndex.get(route);
    let section = -1;
    if (anchor) {
      const { lvl2, lvl3, lvl4 } = record.hierarchy;
      const key = `${anchor}\u0000${lvl2}\u0000${lvl3}\u0000${lvl4}`;
      if (!page.sections.has(key)) {
        page.sections.set(key, pages[page.index][3].length);
        pages[page.index][3].push([anchor, lvl2 ?? '', lvl3 ?? '', lvl4 ?? '']);
      }
      section = page.sections.get(key);
    }
    return [page.index, section, record.content ?? ''];
  });
  return { version: 2, pages, records: rows };
}
