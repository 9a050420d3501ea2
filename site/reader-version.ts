// Build side of "Your Rsbuild version": from the version data (scripts/data/) it works out which
// releases the marks name and which pages document an item newer than 1.0 (for the head script,
// common/rsbuild-versions.ts), gives each version line its hidden "not in your version" text
// (a rehype plugin), and writes the page of what each 1.x release added.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Element, ElementContent, Root, Text } from 'hast';
import type { RspressPlugin } from '@rspress/core';
import { transformSync } from 'esbuild';
import { compareVersions, readerVersionInlineScript, versionChoices, type ReaderVersionData } from '../common/rsbuild-versions';
import { dictionaries } from '../common/i18n/dictionaries';
import { LANGS } from '../common/languages';
import { docsRoot as defaultDocsRoot, plainText, repoRoot } from './docs-source/index';
import { itemId, readSections } from '../scripts/lib/version-marks';

const DATA_DIR = path.join(repoRoot, 'scripts/data');

interface HistoryEntry {
  package?: string;
  added?: string;
  grew?: { kinds: string[]; since: string }[];
}
export interface VersionHistory {
  newest: string;
  items: Record<string, HistoryEntry>;
}
export interface BehaviourChange {
  id: string;
  page: string;
  heading: string;
  mark: Record<string, string>;
  package: string;
  since: string;
}
interface Section {
  relativeFile: string;
  id: string;
  heading: { depth: number; text: string };
  items: { surface: string; key: string }[];
}

const sectionCache = new Map<string, Section[]>();
/** The sections of one language's pages, read once per build. */
function sectionsOf(docsRoot: string, lang: string): Section[] {
  const key = `${docsRoot}\0${lang}`;
  if (!sectionCache.has(key)) sectionCache.set(key, readSections(docsRoot, lang) as Section[]);
  return sectionCache.get(key)!;
}

export function readVersionData(dataDir = DATA_DIR): { history: VersionHistory; behaviour: BehaviourChange[] } {
  const history = JSON.parse(readFileSync(path.join(dataDir, 'version-history.json'), 'utf8')) as VersionHistory;
  const { changes } = JSON.parse(readFileSync(path.join(dataDir, 'behaviour-versions.json'), 'utf8')) as { changes: BehaviourChange[] };
  return { history, behaviour: changes };
}

const CORE = '@rsbuild/core';
const isCore = (entry: { package?: string }) => !entry.package || entry.package === CORE;

/** `config/output/dist-path.mdx` and a heading id → `/config/output/dist-path#root` (no language prefix; the page's own heading has no hash). */
function linkOf(section: Section): string {
  const route = `/${section.relativeFile.replace(/\.mdx?$/, '')}`.replace(/\/index$/, '/');
  return section.heading.depth === 1 ? route : `${route}#${section.id}`;
}

/** Each documented item's section in one language: the first heading that documents it. */
function sectionsByItem(sections: Section[]): Map<string, Section> {
  const byItem = new Map<string, Section>();
  for (const section of sections) for (const item of section.items) if (!byItem.has(itemId(item))) byItem.set(itemId(item), section);
  return byItem;
}

/** The section of an item, or of its nearest documented parent option (`dev.cliShortcuts.help` → `dev.cliShortcuts`). */
function sectionOf(id: string, byItem: Map<string, Section>): Section | undefined {
  let key = id;
  while (key) {
    const found = byItem.get(key);
    if (found) return found;
    const cut = key.lastIndexOf('.');
    if (cut <= key.indexOf(':')) return undefined;
    key = key.slice(0, cut);
  }
  return undefined;
}

interface ReleaseEntry {
  /** What arrived: `added`, a value `form` or a `behaviour` change. */
  kind: 'added' | 'form' | 'behaviour';
  /** The item as the docs name it: `resolve.conditionNames`, `rsbuild.createDevServer`, `onBeforeDevCompile`. */
  name: string;
  link: string;
  /** The kinds of value of a form (`'auto'`, `function`), or the mark text of a behaviour change. */
  detail?: string;
}
export interface Release {
  version: string;
  entries: ReleaseEntry[];
}

/** The name of a documented item: config keys in full, everything else as its heading reads. */
function nameOf(id: string, section: Section): string {
  return id.startsWith('config:') ? id.slice('config:'.length) : plainText(section.heading.text);
}

/**
 * What each release of @rsbuild/core added, newest first, read from the version data and linked
 * to where each item is documented in `lang`. Plugin options are left out: they follow the
 * plugins' own releases.
 */
export function releasesOf(history: VersionHistory, behaviour: BehaviourChange[], sections: Section[], lang: string): Release[] {
  const byItem = sectionsByItem(sections);
  const byVersion = new Map<string, ReleaseEntry[]>();
  const add = (version: string, entry: ReleaseEntry) => {
    if (!byVersion.has(version)) byVersion.set(version, []);
    byVersion.get(version)!.push(entry);
  };
  for (const [id, entry] of Object.entries(history.items)) {
    if (!isCore(entry) || id.startsWith('@')) continue;
    const section = sectionOf(id, byItem);
    if (!section) continue;
    const name = id.startsWith('config:') ? id.slice('config:'.length) : nameOf(id, section);
    if (entry.added) add(entry.added, { kind: 'added', name, link: linkOf(section) });
    for (const growth of entry.grew ?? []) add(growth.since, { kind: 'form', name, link: linkOf(section), detail: growth.kinds.map((kind) => `\`${kind}\``).join(', ') });
  }
  const pageTitles = new Map(sections.filter((s) => s.heading.depth === 1).map((s) => [s.relativeFile, plainText(s.heading.text)]));
  for (const change of behaviour) {
    if (!isCore(change)) continue;
    const section = sections.find((s) => s.relativeFile === change.page && s.id === change.heading);
    if (!section) continue;
    add(change.since, { kind: 'behaviour', name: pageTitles.get(change.page) ?? change.page, link: linkOf(section), detail: change.mark[lang] });
  }
  return [...byVersion]
    .sort(([a], [b]) => compareVersions(b, a))
    .map(([version, entries]) => ({ version, entries: entries.sort((x, y) => x.name.localeCompare(y.name)) }));
}

const versionId = (version: string) => `v${version.replaceAll('.', '-')}`;

/** The release page of one language, as MDX. */
export function releasePageMdx(releases: Release[], lang: string): string {
  const t = dictionaries[lang as keyof typeof dictionaries].site.readerVersion;
  const lines = [
    '---',
    `# ${t.generatedNote}`,
    // Its release headings sit inside the filter's sections, where the framework's outline does
    // not find them: no outline rather than an empty one.
    'outline: false',
    // Each line repeats a version line of the page it links to, where search finds it.
    'searchText: intro',
    '---',
    '',
    `# ${t.releasesTitle}`,
    '',
    t.releasesIntro,
    '',
    `<p className="rv-release-filter" hidden>${t.releasesFilter.replace('{{version}}', '<span className="rv-choice"></span>')}</p>`,
  ];
  for (const release of releases) {
    lines.push('', `<section className="rv-release" data-rsbuild-since="${release.version}">`, '', `## ${release.version} {#${versionId(release.version)}}`, '');
    for (const entry of release.entries) {
      const name = `[\`${entry.name}\`](${entry.link})`;
      if (entry.kind === 'added') lines.push(`- ${name}`);
      else if (entry.kind === 'form') lines.push(`- ${name}: ${t.formAccepted.replace('{{kinds}}', entry.detail!)}`);
      else lines.push(`- [${entry.name}](${entry.link}): ${entry.detail}`);
    }
    lines.push('', '</section>');
  }
  return `${lines.join('\n')}\n`;
}

const RELEASE_PAGE = 'community/releases/v1-x.mdx';

/** What the head script needs: the control's entries (every minor and every patch release the marks name), and the pages whose own item is newer than 1.0. */
/**
 * The shortest ending of `route`, in whole path segments, that no other route has: links are
 * matched by `[href$=…]`, and the head script, which every page carries, holds these keys
 * (`/emit-css`, but `/resolve/alias` beside `/guide/advanced/alias`).
 */
export function shortestUniqueEnding(route: string, routes: Iterable<string>): string {
  const others = [...routes].filter((other) => other !== route);
  const segments = route.split('/').filter(Boolean);
  for (let count = 1; count < segments.length; count++) {
    const ending = `/${segments.slice(-count).join('/')}`;
    if (!others.some((other) => other.endsWith(ending))) return ending;
  }
  return route;
}

export function readerVersionData(history: VersionHistory, behaviour: BehaviourChange[], sections: Section[]): ReaderVersionData {
  const versions = new Set<string>();
  for (const entry of Object.values(history.items)) {
    if (!isCore(entry)) continue;
    if (entry.added) versions.add(entry.added);
    for (const growth of entry.grew ?? []) versions.add(growth.since);
  }
  for (const change of behaviour) if (isCore(change)) versions.add(change.since);
  const routes = new Set(sections.filter((section) => section.heading.depth === 1).map(linkOf));
  const pages: Record<string, string> = {};
  for (const section of sections) {
    if (section.heading.depth !== 1 || section.items.length !== 1) continue;
    const entry = history.items[itemId(section.items[0])];
    if (entry?.added && isCore(entry)) pages[shortestUniqueEnding(linkOf(section), routes)] = entry.added;
  }
  return {
    newest: history.newest,
    choices: versionChoices({ newest: history.newest, versions: [...versions] }),
    pages,
    badge: Object.fromEntries(LANGS.map((lang) => [lang, dictionaries[lang].site.readerVersion.badge])),
  };
}

// ---- version lines ---------------------------------------------------------------------------

const MARK_LABEL = /^(Version|版本)[:：]$/;
// A release of @rsbuild/core in a mark: `1.5.7`, `1.4`; a plugin's release names its package first.
const CORE_RELEASE = /(@rsbuild\/plugin-[\w-]+\s+)?\b(1\.\d+(?:\.\d+)?)\b/g;

const textOf = (node: ElementContent): string =>
  node.type === 'text' ? node.value : node.type === 'element' ? node.children.map(textOf).join('') : '';

/**
 * The release of @rsbuild/core a part of a mark names (the last one: "the flag added in 1.2.5" →
 * 1.2.5), or undefined for a plugin's release. Releases in parentheses say what came before
 * ("since 1.6.4 (1.6.0 to 1.6.3 throw)"), so they are skipped.
 */
export function coreReleaseOf(part: string): string | undefined {
  let found: string | undefined;
  for (const match of part.replace(/\([^()]*\)|（[^（）]*）/g, '').matchAll(CORE_RELEASE)) found = match[1] ? undefined : match[2];
  return found;
}

/** Splits inline nodes at `;`/`；` into the parts of a mark. */
function splitParts(nodes: ElementContent[]): ElementContent[][] {
  const parts: ElementContent[][] = [[]];
  for (const node of nodes) {
    if (node.type !== 'text' || !/[;；]/.test(node.value)) {
      parts.at(-1)!.push(node);
      continue;
    }
    const pieces = node.value.split(/(?<=[;；])/);
    pieces.forEach((piece, index) => {
      if (index > 0) parts.push([]);
      if (piece) parts.at(-1)!.push({ type: 'text', value: piece } satisfies Text);
    });
  }
  return parts.filter((part) => part.length);
}

const span = (properties: Element['properties'], children: ElementContent[]): Element => ({ type: 'element', tagName: 'span', properties, children });

/** `' — not in your version ({{version}})'` as nodes, the version drawn by the stylesheet from the choice. */
function flagNodes(text: string): ElementContent[] {
  const [before, after = ''] = text.split('{{version}}');
  return [{ type: 'text', value: before }, span({ className: ['rv-choice'] }, []), { type: 'text', value: after }];
}

/** The language of a page: the first folder of its path below the docs root. */
function languageOfFile(file: { path?: string; history?: string[] }, docsRoot: string): string {
  const [first] = path.relative(docsRoot, file.path ?? file.history?.[0] ?? '').split(path.sep);
  return LANGS.find((lang) => lang === first) ?? LANGS[0];
}

/**
 * Gives each part of a version line that names a release of @rsbuild/core a hidden flag,
 * `<span class="rv-flag" data-rsbuild-since="1.5.7"> — not in your version (…)</span>`, which the
 * head script's rules show when the reader's version is older; and puts a hidden note under the
 * h1 of a page whose own item is newer than 1.0. The marks read as before without a choice.
 */
export function rehypeReaderVersionFlags({ docsRoot = defaultDocsRoot }: { docsRoot?: string } = {}) {
  return (tree: Root, file: { path?: string; history?: string[] }) => {
    const t = dictionaries[languageOfFile(file, docsRoot) as keyof typeof dictionaries].site.readerVersion;
    let sawH2 = false;
    let h1: Element | undefined;
    let pageSince: string | undefined;
    const visit = (parent: Root | Element) => {
      for (const node of parent.children) {
        if (node.type !== 'element') continue;
        if (node.tagName === 'h1') h1 = node;
        if (node.tagName === 'h2') sawH2 = true;
        if (node.tagName === 'li') markLine(node);
        else visit(node);
      }
    };
    const markLine = (li: Element) => {
      const holder = li.children.find((child): child is Element => child.type === 'element' && child.tagName === 'p') ?? li;
      const labelIndex = holder.children.findIndex((child) => child.type === 'element');
      const label = holder.children[labelIndex];
      if (!label || label.type !== 'element' || label.tagName !== 'strong' || !MARK_LABEL.test(textOf(label).trim())) {
        visit(li);
        return;
      }
      const rest = holder.children.slice(labelIndex + 1);
      const rebuilt: ElementContent[] = [];
      for (const part of splitParts(rest)) {
        const text = part.map(textOf).join('');
        const since = coreReleaseOf(text);
        if (!since) {
          rebuilt.push(...part);
          continue;
        }
        // The flag goes before the part's separator: "added in 1.1.0 — not in your version (1.0); …".
        const last = part.at(-1)!;
        const separator = last.type === 'text' ? /\s*[;；]\s*$/.exec(last.value)?.[0] : undefined;
        if (separator) part[part.length - 1] = { type: 'text', value: (last as Text).value.slice(0, -separator.length) };
        rebuilt.push(...part, span({ className: ['rv-flag'], dataRsbuildSince: since, hidden: true }, flagNodes(t.flag)));
        if (separator) rebuilt.push({ type: 'text', value: separator });
        if (!sawH2 && !pageSince && /added in|新增/.test(text)) pageSince = since;
      }
      holder.children = [...holder.children.slice(0, labelIndex + 1), ...rebuilt];
    };
    visit(tree);
    if (h1 && pageSince) {
      const [before, after = ''] = t.pageFlag.replace('{{since}}', pageSince).split('{{version}}');
      const note: Element = {
        type: 'element',
        tagName: 'p',
        properties: { className: ['rv-page-flag'], dataRsbuildSince: pageSince, hidden: true },
        children: [{ type: 'text', value: before }, span({ className: ['rv-choice'] }, []), { type: 'text', value: after }],
      };
      const siblings = tree.children as ElementContent[];
      const index = siblings.indexOf(h1);
      if (index >= 0) siblings.splice(index + 1, 0, note);
    }
  };
}

// ---- the plugin ------------------------------------------------------------------------------

/**
 * Writes the release page of each language (git-ignored) before the framework lists the routes,
 * and hands the version lines' flags to the Markdown compiler.
 */
export function pluginReaderVersion(docsRoot = defaultDocsRoot): RspressPlugin {
  return {
    name: 'reader-version',
    config(config) {
      const { history, behaviour } = readVersionData();
      for (const lang of LANGS) {
        const releases = releasesOf(history, behaviour, sectionsOf(docsRoot, lang), lang);
        const file = path.join(docsRoot, lang, RELEASE_PAGE);
        const text = releasePageMdx(releases, lang);
        // Rewriting an unchanged page would still wake a running dev server's watcher, which
        // then rebuilds the site data and reloads every open page.
        if (existsSync(file) && readFileSync(file, 'utf8') === text) continue;
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, text);
      }
      return config;
    },
    markdown: { rehypePlugins: [[rehypeReaderVersionFlags, { docsRoot }]] },
  };
}

/** The head script's data, read from the version data and the English pages (both languages have the same routes). */
function readerVersionDataFromDocs(docsRoot = defaultDocsRoot): ReaderVersionData {
  const { history, behaviour } = readVersionData();
  return readerVersionData(history, behaviour, sectionsOf(docsRoot, LANGS[0]));
}

/**
 * The head script of every page: applies the stored choice (or `?rsbuild=`) before the first paint.
 * Minified here, since it is part of every page's HTML.
 */
export function readerVersionHeadScript(docsRoot = defaultDocsRoot): string {
  const { code } = transformSync(readerVersionInlineScript(readerVersionDataFromDocs(docsRoot)), { minify: true, target: 'es2020', charset: 'utf8' });
  return `<script>${code.trim()}</script>`;
}
