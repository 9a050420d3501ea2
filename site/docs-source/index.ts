// Reads the MDX sources with the unified/mdast parser the framework uses: which pages exist,
// their frontmatter, headings, code blocks and prose lines. Shared by the docs checks
// (scripts/check-*.ts), the search index builder and the tests.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import GithubSlugger from 'github-slugger';
import { toString as mdastToString } from 'mdast-util-to-string';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { parse as parseYaml } from 'yaml';

export { LANGS } from '../../common/languages';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const docsRoot = path.join(repoRoot, 'docs');

export interface Heading {
  depth: number;
  /** The heading's Markdown as written, without its explicit id. */
  text: string;
  explicitId?: string;
  line: number;
}
export interface CodeBlock {
  lang: string;
  meta: string;
  line: number;
  code: string;
}
export interface ProseLine {
  text: string;
  line: number;
}
export interface ParsedPage {
  frontmatter: Record<string, any>;
  headings: Heading[];
  codeBlocks: CodeBlock[];
  prose: ProseLine[];
}

const markdownParser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm);
const mdxParser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkMdx);

// The parser's syntax tree types (mdast), taken from the parser rather than named as a package.
type Node = ReturnType<typeof markdownParser.parse> | ReturnType<typeof markdownParser.parse>['children'][number];
type NodeOf<T extends string> = Extract<Node, { type: T }>;

/** Every file below `dir`, as absolute paths, sorted. */
export function walkFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Page files of one language, as paths relative to docs/<lang>, shared fragments excluded. */
export function listPages(lang: string, root: string = docsRoot): string[] {
  const base = path.join(root, lang);
  return walkFiles(base)
    .map((file) => path.relative(base, file).split(path.sep).join('/'))
    .filter((file) => /\.mdx?$/.test(file) && !file.startsWith('shared/') && !file.includes('/shared/'))
    .sort();
}

/** Every .md/.mdx file below `dir`, shared fragments included, with its text. */
export function listSourceFiles(dir: string): { path: string; source: string }[] {
  let files: string[];
  try {
    files = walkFiles(dir);
  } catch {
    return [];
  }
  return files.filter((file) => /\.mdx?$/.test(file)).map((file) => ({ path: file, source: readFileSync(file, 'utf8') }));
}


// A heading's explicit id (`## Default value {#default-value}`) is not a JavaScript expression:
// the framework escapes it before MDX parses the page, and so do we (same rule, same lines).
const HEADING_LINE = /(?:^|\n)#{1,6}(?!#).*/g;
const escapeHeadingIds = (source: string) => source.replace(HEADING_LINE, (line) => line.replace('{#', '\\{#'));
const unescapeHeadingIds = (text: string) => text.replace(/\\\{#/g, '{#');
const EXPLICIT_ID = /\s*\{#([\w-]+)\}\s*$/;

/** Visits every node of an mdast tree, parents first. */
function visit(node: Node, enter: (node: Node) => void) {
  enter(node);
  if ('children' in node) for (const child of node.children as Node[]) visit(child, enter);
}

/**
 * Parses a page. `mdx` (the default) reads MDX; `false` reads plain Markdown (`.md` pages).
 * Lines are 1-based lines of `source`. `prose` holds every source line that is not frontmatter,
 * a heading or inside a code block, as written.
 */
export function parseMdx(source: string, { mdx = true }: { mdx?: boolean } = {}): ParsedPage {
  const escaped = escapeHeadingIds(source);
  const tree = (mdx ? mdxParser : markdownParser).parse(escaped);
  const lines = source.split('\n');
  const taken = new Set<number>();
  const take = (node: Node) => {
    for (let line = node.position!.start.line; line <= node.position!.end.line; line++) taken.add(line);
  };
  let frontmatter: ParsedPage['frontmatter'] = {};
  const headings: Heading[] = [];
  const codeBlocks: CodeBlock[] = [];
  visit(tree, (node) => {
    if (node.type === 'yaml') {
      frontmatter = parseYaml((node as NodeOf<'yaml'>).value) ?? {};
      take(node);
    } else if (node.type === 'heading') {
      const heading = node as NodeOf<'heading'>;
      const first = heading.children[0];
      const last = heading.children.at(-1);
      const raw = first ? unescapeHeadingIds(escaped.slice(first.position!.start.offset, last!.position!.end.offset)) : '';
      const explicit = EXPLICIT_ID.exec(raw);
      headings.push({
        depth: heading.depth,
        text: explicit ? raw.slice(0, explicit.index).trim() : raw.trim(),
        explicitId: explicit?.[1],
        line: heading.position!.start.line,
      });
      take(node);
    } else if (node.type === 'code') {
      const code = node as NodeOf<'code'>;
      codeBlocks.push({ lang: code.lang ?? '', meta: code.meta ?? '', line: code.position!.start.line, code: unescapeHeadingIds(code.value) });
      take(node);
    }
  });
  const prose = lines.flatMap((text, index) => (taken.has(index + 1) ? [] : [{ text, line: index + 1 }]));
  return { frontmatter, headings, codeBlocks, prose };
}

/** Reads and parses `docs/<lang>/<relativeFile>`. */
export function readPage(lang: string, relativeFile: string, root: string = docsRoot): ParsedPage & { file: string; source: string } {
  const file = path.join(root, lang, relativeFile);
  const source = readFileSync(file, 'utf8');
  return { file, source, ...parseMdx(source, { mdx: file.endsWith('.mdx') }) };
}

/** Inline Markdown as the reader sees it: code, emphasis and links flattened to their text. */
export function plainText(markdown: string): string {
  return mdastToString(markdownParser.parse(markdown)).trim();
}

/** The value of `key="..."` in a code block's meta string. */
export function metaValue(meta: string, key: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${key}=(?:"([^"]*)"|'([^']*)'|(\\S+))`).exec(meta);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** Heading ids as the site renders them: the explicit `{#id}`, else the slug of the text. */
export function headingTree(headings: Heading[]): { depth: number; id: string; line: number; text: string }[] {
  const slugger = new GithubSlugger();
  return headings.map((h) => ({
    depth: h.depth,
    id: h.explicitId ?? slugger.slug(plainText(h.text)),
    line: h.line,
    text: h.text,
  }));
}
