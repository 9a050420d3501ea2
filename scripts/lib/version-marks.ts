// What the version marks are about and how they read: the documented items of the public surface
// (config keys, instance methods, plugin API methods and hooks, exports, plugin options) found from
// the pages' headings, and the mark line in both languages.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '../../common/languages';
import { type Heading, headingTree, listPages, parseMdx, plainText, type ProseLine } from '../../site/docs-source/index';
import type { BehaviourChange } from './behaviour-versions';
import { candidateReleases } from './release-types';

/** A documented item of the public surface. */
export interface Item {
  /** `config`, `instance`, `pluginAPI`, `exports`, `devServer`, `environmentContext` or a plugin package name. */
  surface: string;
  key: string;
}

/** A page section: its heading, the items it documents, the lines it spans and the prose in them. */
export interface Section {
  file: string;
  relativeFile: string;
  source: string;
  heading: Heading;
  id: string;
  end: number;
  items: Item[];
  prose: ProseLine[];
}

/** One item's entry in the version history (scripts/data/version-history.json). */
export interface HistoryEntry {
  /** The plugin package, for plugin options. */
  package?: string;
  added?: string;
  grew?: Growth[];
  firstWith?: string;
  lastWithout?: string;
  registryLacks?: string[];
  reason?: string;
  typesSay?: string;
  /** No release declares it in its own types. */
  notInTypes?: boolean;
  /** Later releases whose types lack it again. */
  absentIn?: string[];
  /** The last release whose types show it as `any`. */
  typedAsAnyUntil?: string;
}

/** scripts/data/version-history.json: the newest release read, the 1.0 baselines, every documented item. */
export interface VersionHistory {
  newest: string;
  baselines: Record<string, { version: string; skipped: { version: string; reason: string }[] }>;
  items: Record<string, HistoryEntry>;
}

/** Value kinds an item accepted from a later release on. */
export interface Growth {
  kinds: string[];
  since: string;
  firstWith: string;
  registryLacks?: string[];
}

/** What the headings above the current one say, while a page is read. */
interface HeadingContext {
  pageKey?: string;
  section?: string;
  inOptions: boolean;
  devServerParent?: string;
}

/** The official plugins whose pages document options: page slug → package and factory. */
export const PLUGINS: Record<string, { pkg: string; factory: string }> = Object.fromEntries(
  ['react', 'vue', 'preact', 'solid', 'svelte', 'sass', 'less', 'stylus', 'babel', 'svgr'].map((name) => [
    `plugins/list/plugin-${name}.mdx`,
    { pkg: `@rsbuild/plugin-${name}`, factory: `plugin${name[0].toUpperCase()}${name.slice(1)}` },
  ]),
);

const IDENTIFIER_PATH = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/;
const CODE_ONLY = /^`([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)`$/;

/**
 * The item a heading documents, as `{ surface, key }`: surface is `config`, `instance`,
 * `pluginAPI`, `exports`, `devServer`, `environmentContext` or a plugin package name. `pageKey` is the page's own item, if any.
 */
function itemsOfHeading(relativeFile: string, heading: Heading, context: HeadingContext): Item[] {
  const text = plainText(heading.text);
  if (relativeFile.startsWith('config/')) {
    if (heading.depth === 1) return IDENTIFIER_PATH.test(text) ? [{ surface: 'config', key: text }] : [];
    const code = CODE_ONLY.exec(heading.text.trim());
    if (!code || !context.pageKey) return [];
    const key = code[1].startsWith(`${context.pageKey}.`) ? code[1] : `${context.pageKey}.${code[1]}`;
    return [{ surface: 'config', key }];
  }
  if (relativeFile === 'api/javascript-api/instance.mdx') {
    const match = /^rsbuild\.([A-Za-z_$][\w$]*)$/.exec(text);
    return match ? [{ surface: 'instance', key: match[1] }] : [];
  }
  if (relativeFile === 'plugins/dev/core.mdx') {
    const match = /^api\.([A-Za-z_$][\w$]*)$/.exec(text);
    return match ? [{ surface: 'pluginAPI', key: match[1] }] : [];
  }
  if (relativeFile === 'plugins/dev/hooks.mdx') {
    return heading.depth === 3 && /^(?:modify|on)[A-Z]\w*$/.test(text) ? [{ surface: 'pluginAPI', key: text }] : [];
  }
  if (relativeFile === 'api/javascript-api/dev-server-api.mdx' && context.section === 'properties-and-methods' && heading.depth >= 3) {
    if (!/^[A-Za-z_$][\w$]*$/.test(text)) return [];
    if (heading.depth === 3) context.devServerParent = text;
    return [{ surface: 'devServer', key: heading.depth === 3 ? text : `${context.devServerParent}.${text}` }];
  }
  if (relativeFile === 'api/javascript-api/environment-api.mdx' && context.section === 'the-environment-context' && heading.depth === 3) {
    return /^[A-Za-z_$][\w$]*$/.test(text) ? [{ surface: 'environmentContext', key: text }] : [];
  }
  if (relativeFile === 'api/javascript-api/core.mdx' && heading.depth === 2) {
    const names = text.split(/\s+(?:and|和)\s+/);
    return names.every((name) => /^[A-Za-z_$][\w$]*$/.test(name)) ? names.map((key) => ({ surface: 'exports', key })) : [];
  }
  const plugin = PLUGINS[relativeFile];
  if (plugin && context.inOptions && heading.depth >= 3) {
    const code = CODE_ONLY.exec(heading.text.trim());
    return code ? [{ surface: plugin.pkg, key: code[1] }] : [];
  }
  return [];
}

/** `config:server.cors`, `pluginAPI:onBeforeDevCompile`, `@rsbuild/plugin-sass:rewriteUrls`. */
export const itemId = ({ surface, key }: Item): string => `${surface}:${key}`;

/**
 * Every page section of one language: its heading, the items it documents, and the lines it
 * spans (up to the next heading), with the prose lines in it.
 */
export function readSections(docsRoot: string, lang: string): Section[] {
  const sections: Section[] = [];
  if (!existsSync(path.join(docsRoot, lang))) return sections;
  for (const relativeFile of listPages(lang, docsRoot)) {
    const file = path.join(docsRoot, lang, relativeFile);
    const source = readFileSync(file, 'utf8');
    const { headings, prose } = parseMdx(source);
    const context: HeadingContext = { pageKey: undefined, inOptions: false };
    // Ids over the whole page, so a repeated heading text gets the same suffix as on the site.
    const ids = headingTree(headings).map((h) => h.id);
    headings.forEach((heading, index) => {
      if (heading.depth === 1 && relativeFile.startsWith('config/')) {
        const text = plainText(heading.text);
        context.pageKey = IDENTIFIER_PATH.test(text) ? text : undefined;
      }
      if (heading.depth === 2) {
        context.section = headingTree([heading])[0].id;
        context.inOptions = context.section === 'options';
      }
      const end = headings[index + 1]?.line ?? Number.POSITIVE_INFINITY;
      sections.push({
        file,
        relativeFile,
        source,
        heading,
        id: ids[index],
        end,
        items: itemsOfHeading(relativeFile, heading, context),
        prose: prose.filter((p) => p.line > heading.line && p.line < end),
      });
    });
  }
  return sections;
}

export const MARK_LINE = /^\s*[-*]\s+\*\*(?:Version|版本)[:：]\*\*\s*(.*?)\s*$/;

/** The heading a behaviour mark belongs to: the page (relative to the language folder) and the heading id. */
export const behaviourPlace = ({ page, heading }: { page: string; heading: string }): string => `${page}#${heading}`;

/** The behaviour entries (scripts/data/behaviour-versions.json) marked under a section. */
export const behaviourOf = (section: Section, behaviour: BehaviourChange[]): BehaviourChange[] =>
  behaviour.filter((entry) => entry.page === section.relativeFile && entry.heading === section.id);

/** A kind of value as the marks show it: `'auto'`, `false`, `function`, `RegExp`… */
const showKind = (kind: string) => `\`${kind}\``;

/**
 * The mark of an entry of the data file, or undefined when nothing needs marking.
 * English: `added in 1.2.0; \`'auto'\` accepted since 1.3.0`; Chinese: `1.2.0 新增；1.3.0 起支持 \`'auto'\``.
 * `behaviour` lists the entries of the behaviour data marked on the same heading; their own
 * texts follow the parts read from the types.
 */
export function markText(
  entry: { package?: string; added?: string; firstWith?: string; registryLacks?: string[]; grew?: (Pick<Growth, 'kinds' | 'since'> & Partial<Growth>)[] } | undefined,
  lang: string,
  behaviour: BehaviourChange[] = [],
): string | undefined {
  const texts = MARK_TEXTS[lang as Language];
  const parts: string[] = [];
  // Plugin options name the plugin's own release.
  const release = (since: string, firstWith?: string, registryLacks?: string[]) => {
    const candidates = candidateReleases(since, firstWith, registryLacks);
    const version = candidates ? texts.oneOf(candidates) : since;
    return entry?.package ? `${entry.package} ${version}` : version;
  };
  if (entry?.added) parts.push(texts.added(release(entry.added, entry.firstWith, entry.registryLacks)));
  for (const growth of entry?.grew ?? []) parts.push(texts.accepted(growth.kinds.map(showKind), release(growth.since, growth.firstWith, growth.registryLacks)));
  for (const change of behaviour) parts.push(change.mark[lang as keyof BehaviourChange['mark']]);
  if (!parts.length) return undefined;
  return texts.line(parts);
}

/** The mark's words in each language of common/languages.ts. */
const MARK_TEXTS: Record<Language, { added(release: string): string; accepted(kinds: string[], release: string): string; oneOf(releases: string[]): string; line(parts: string[]): string }> = {
  en: {
    added: (release) => `added in ${release}`,
    accepted: (kinds, release) => `${kinds.join(', ')} accepted since ${release}`,
    oneOf: (releases) => (releases.length > 3 ? `${releases[0]} to ${releases.at(-1)}` : `${releases.slice(0, -1).join(', ')} or ${releases.at(-1)}`),
    line: (parts) => `- **Version:** ${parts.join('; ')}`,
  },
  zh: {
    added: (release) => `${release} 新增`,
    accepted: (kinds, release) => `${release} 起支持 ${kinds.join('、')}`,
    oneOf: (releases) => (releases.length > 3 ? `${releases[0]} 至 ${releases.at(-1)} 之间的某个版本` : `${releases.slice(0, -1).join('、')} 或 ${releases.at(-1)}`),
    line: (parts) => `- **版本：** ${parts.join('；')}`,
  },
};

/**
 * The mark a section must carry (`mark`, undefined for none), or a `problem` when its items are
 * missing from the type history or arrived in different releases.
 */
export function expectedMark(
  section: Section,
  history: VersionHistory,
  behaviour: BehaviourChange[],
  lang: string,
): { mark?: string; problem?: string } {
  const changes = behaviourOf(section, behaviour);
  if (!section.items.length) return { mark: markText(undefined, lang, changes) };
  const marks = new Set<string | undefined>();
  const unknown: string[] = [];
  for (const item of section.items) {
    const entry = history.items[itemId(item)];
    if (!entry) unknown.push(itemId(item));
    else marks.add(markText(entry, lang, changes));
  }
  if (unknown.length) return { problem: `${unknown.join(', ')}: not in the version history; run npm run versions` };
  if (marks.size > 1) return { problem: `${section.items.map(itemId).join(', ')} arrived in different releases: give each its own heading` };
  return { mark: [...marks][0] };
}
