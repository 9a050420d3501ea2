// Reads the MDX sources: which pages exist, their headings and code blocks.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const docsRoot = path.join(repoRoot, 'docs');
export const LANGS = ['en', 'zh'];

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/** Page files of one language, as paths relative to docs/<lang>, shared fragments excluded. */
export function listPages(lang, root = docsRoot) {
  const base = path.join(root, lang);
  return walk(base)
    .map((file) => path.relative(base, file).split(path.sep).join('/'))
    .filter((file) => /\.mdx?$/.test(file) && !file.startsWith('shared/') && !file.includes('/shared/'))
    .sort();
}

/** `guide/start/index.mdx` → `/guide/start/`; `zh` adds the `/zh` prefix. */
export function routeOf(lang, relativeFile) {
  let route = `/${relativeFile.replace(/\.mdx?$/, '')}`;
  if (route === '/index') route = '/';
  else if (route.endsWith('/index')) route = route.slice(0, -'index'.length);
  return lang === 'en' ? route : `/${lang}${route}`;
}

export function splitFrontmatter(source) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  /** @type {Record<string, string>} */
  const frontmatter = {};
  if (!match) return { frontmatter, body: source, bodyLine: 1 };
  for (const line of match[1].split('\n')) {
    const kv = /^(\w[\w-]*):\s*(.*)$/.exec(line);
    if (kv) frontmatter[kv[1]] = kv[2].replace(/^['"]|['"]$/g, '');
  }
  return { frontmatter, body: source.slice(match[0].length), bodyLine: match[0].split('\n').length };
}

/**
 * Walks the lines of an MDX body, telling code fences apart from prose.
 * Returns headings (outside code) and fenced code blocks, with 1-based line numbers in the file.
 */
export function parseMdx(source) {
  const { frontmatter, body, bodyLine } = splitFrontmatter(source);
  const lines = body.split('\n');
  const headings = [];
  const codeBlocks = [];
  const prose = [];
  let fence = null;
  lines.forEach((line, index) => {
    const lineNumber = index + bodyLine;
    const fenceMatch = /^(\s*)(`{3,}|~{3,})(.*)$/.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[2][0] === fence.marker[0] && fenceMatch[2].length >= fence.marker.length && !fenceMatch[3].trim()) {
        codeBlocks.push({ ...fence.block, code: fence.lines.join('\n') });
        fence = null;
      } else {
        fence.lines.push(line.slice(Math.min(fence.indent, line.length - line.trimStart().length)));
      }
      return;
    }
    if (fenceMatch) {
      const info = fenceMatch[3].trim();
      const lang = info.split(/\s+/)[0] ?? '';
      fence = {
        marker: fenceMatch[2],
        indent: fenceMatch[1].length,
        lines: [],
        block: { lang, meta: info.slice(lang.length).trim(), line: lineNumber },
      };
      return;
    }
    const heading = /^(#{1,6})\s+(.*?)\s*$/.exec(line);
    if (heading) {
      const explicit = /\s*\{#([\w-]+)\}\s*$/.exec(heading[2]);
      const text = explicit ? heading[2].slice(0, explicit.index).trim() : heading[2];
      headings.push({ depth: heading[1].length, text, explicitId: explicit?.[1], line: lineNumber });
      return;
    }
    prose.push({ text: line, line: lineNumber });
  });
  return { frontmatter, headings, codeBlocks, prose };
}

/** Reads and parses `docs/<lang>/<relativeFile>`. */
export function readPage(lang, relativeFile, root = docsRoot) {
  const file = path.join(root, lang, relativeFile);
  const source = readFileSync(file, 'utf8');
  return { file, source, ...parseMdx(source) };
}

/** Heading text as the reader sees it: inline code, emphasis and links flattened. */
export function plainText(markdown) {
  return markdown
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\*\*([^*]*)\*\*|__([^_]*)__/g, '$1$2')
    .replace(/\*([^*]*)\*/g, '$1')
    .trim();
}

/** The value of `key="..."` in a code block's meta string. */
export function metaValue(meta, key) {
  const match = new RegExp(`(?:^|\\s)${key}=(?:"([^"]*)"|'([^']*)'|(\\S+))`).exec(meta);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

const Slugger = createRequire(import.meta.url)('@rspress/shared/github-slugger').default;

/** Heading ids as the site renders them: the explicit `{#id}`, else the slug of the text. */
export function headingTree(headings) {
  const slugger = new Slugger();
  return headings.map((h) => ({
    depth: h.depth,
    id: h.explicitId ?? slugger.slug(plainText(h.text)),
    line: h.line,
    text: h.text,
  }));
}
