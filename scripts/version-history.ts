#!/usr/bin/env node
// Finds, from the published releases' type definitions, the first 1.x release of every documented
// option, instance method, plugin API method and hook, export and plugin option.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LANGS, docsRoot as defaultDocsRoot, repoRoot } from '../site/docs-source/index';
import { isMain, parseCli } from './lib/cli';
import { defaultCacheDir, firstIndexWith, listStableVersions, provenVersion, releaseTypes } from './lib/release-types';
import { type CoreSurface, type Keys, readCoreSurface, readPluginSurface } from './lib/release-surface';
import { readBehaviour } from './lib/behaviour-versions';
import { type Growth, type HistoryEntry, type Item, MARK_LINE, PLUGINS, type Section, type VersionHistory, behaviourOf, expectedMark, itemId, readSections } from './lib/version-marks';
import type { BehaviourChange } from './lib/behaviour-versions';

/** A release's surface as cached beside its types: `@rsbuild/core`'s, or a plugin's options. */
type Surface = {
  format: number;
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
} & Partial<CoreSurface> & { options?: Keys; missing?: string };

/** The baseline of a package: its first 1.x release, and the earlier ones that could not be. */
type Baseline = VersionHistory['baselines'][string];

export const dataFile = path.join(repoRoot, 'scripts/data/version-history.json');
const CORE = '@rsbuild/core';
/** Bump when the surface format changes, so cached surfaces are read again. */
const SURFACE_FORMAT = 3;

const CORS_ANY =
  'The cors types bundled in compiled/cors were `export = any` from 1.1.11 to 1.2.19, so the types show the sub-options only from 1.3.0; the code passes the object form to the cors middleware since 1.1.11 (dist/index.cjs: corsMiddleware(typeof server.cors === "boolean" ? {} : server.cors)).';
const BUILD_CACHE_RSPACK =
  'Typed since 1.0, but up to 1.2.4 the cache plugin returned early for bundlerType "rspack" (it only configured webpack); 1.2.5 is the first release that turns on Rspack\'s persistent cache (experiments.cache) from performance.buildCache.';

/**
 * Where the code shows another start than the types, the mark follows the code. Each entry was
 * checked by reading the compiled code (dist/index.cjs) of the releases around it.
 */
export const CODE_OVERRIDES: Record<string, HistoryEntry> = {
  'config:performance.buildCache': { added: '1.2.5', firstWith: '1.2.5', lastWithout: '1.2.4', reason: BUILD_CACHE_RSPACK },
  'config:performance.buildCache.cacheDirectory': { added: '1.2.5', firstWith: '1.2.5', lastWithout: '1.2.4', reason: BUILD_CACHE_RSPACK },
  'config:performance.buildCache.cacheDigest': { added: '1.2.5', firstWith: '1.2.5', lastWithout: '1.2.4', reason: BUILD_CACHE_RSPACK },
  ...Object.fromEntries(
    ['origin', 'methods', 'allowedHeaders', 'exposedHeaders', 'credentials', 'maxAge', 'preflightContinue', 'optionsSuccessStatus'].map(
      (key) => [`config:server.cors.${key}`, { added: '1.1.11', firstWith: '1.1.11', lastWithout: '1.1.10', reason: CORS_ANY }],
    ),
  ),
};

/** Kinds that say nothing about what a user may write (types bundled from another package). */
const NOISE_KINDS = new Set(['any', 'unknown']);

export function surfaceOf(pkg: string, version: string, { cacheDir, offline, factory }: { cacheDir: string; offline: boolean; factory?: string }): Surface {
  const dir = releaseTypes(pkg, version, { cacheDir, offline });
  const cached = path.join(path.dirname(dir), 'surface.json');
  if (existsSync(cached)) {
    const saved = JSON.parse(readFileSync(cached, 'utf8'));
    if (saved.format === SURFACE_FORMAT) return saved;
  }
  const pkgJson = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const surface = pkg === CORE ? readCoreSurface(dir) : readPluginSurface(dir, factory!);
  const saved: Surface = {
    format: SURFACE_FORMAT,
    dependencies: pkgJson.dependencies ?? {},
    peerDependencies: pkgJson.peerDependencies ?? {},
    ...surface,
  };
  writeFileSync(cached, JSON.stringify(saved));
  return saved;
}

/** Why a release cannot be the 1.0 baseline, or undefined when it can. */
function notABaseline(pkg: string, surface: Surface): string | undefined {
  if (pkg === CORE) {
    const rspack = surface.dependencies['@rspack/core'];
    if (!rspack || !/^[~^]?1\./.test(rspack)) return `depends on @rspack/core ${rspack ?? '(none)'}, not Rspack 1.x`;
    if (!surface.exports!.includes('RsbuildConfig')) return 'does not declare RsbuildConfig';
    return undefined;
  }
  const core = surface.peerDependencies[CORE];
  if (!core || !/(^|[\s|^~>=])1(\.|$|\.x)/.test(core)) {
    return `has no peer dependency on @rsbuild/core 1.x (${surface.dependencies['@rsbuild/shared'] ? 'it depends on the pre-1.0 @rsbuild/shared' : `peer: ${core ?? 'none'}`})`;
  }
  return undefined;
}

const readKey = (surface: Surface, surfaceName: string, key: string): string[] | undefined => {
  if (surfaceName === 'config' || surfaceName.startsWith('@rsbuild/plugin-')) {
    const table = (surfaceName === 'config' ? surface.config : surface.options)!;
    return table[key] ? table[key].kinds.filter((k) => !NOISE_KINDS.has(k)) : undefined;
  }
  return (surface as unknown as Record<string, string[]>)[surfaceName].includes(key) ? [] : undefined;
};

/** First release with each item (releases read one by one), plus kinds of value that came later. */
/** A release of `@rsbuild/core` and its surface. */
type Release = { version: string; surface: Surface };

function historyOf(item: Item, releases: Release[], read: typeof readKey): HistoryEntry {
  const present = releases.map((r) => read(r.surface, item.surface, item.key));
  const first = present.findIndex(Boolean);
  if (first < 0) return { notInTypes: true };
  const entry: HistoryEntry = first === 0 ? { firstWith: releases[0].version } : {};
  const absentLater = releases.filter((r, i) => i > first && !present[i]).map((r) => r.version);
  if (absentLater.length) entry.absentIn = absentLater;
  if (first > 0) {
    const lastWithout = releases[first - 1].version;
    const proven = provenVersion(lastWithout, releases[first].version);
    Object.assign(entry, { added: proven.version, firstWith: releases[first].version, lastWithout });
    if (proven.missing?.length) entry.registryLacks = proven.missing;
  }
  // While a type is `any` (types bundled from another package) it shows no kinds: count growth
  // only from the first release that shows some.
  let typed = first;
  while (typed < releases.length && present[typed] && !present[typed]!.length) typed++;
  if (typed > first && typed < releases.length) entry.typedAsAnyUntil = releases[typed - 1].version;
  // A kind counts as grown when it appears later and stays to the newest release.
  const seen = new Set(present[typed] ?? []);
  const grew: Growth[] = [];
  for (let i = typed + 1; i < releases.length; i++) {
    const fresh = (present[i] ?? []).filter((k) => !seen.has(k) && present.slice(i).every((p) => p?.includes(k)));
    fresh.forEach((k) => seen.add(k));
    if (!fresh.length) continue;
    const proven = provenVersion(releases[i - 1].version, releases[i].version);
    grew.push({ kinds: fresh.sort(), since: proven.version, firstWith: releases[i].version, ...(proven.missing?.length ? { registryLacks: proven.missing } : {}) });
  }
  if (grew.length) entry.grew = grew;
  return entry;
}

/** Every item the pages document, in both languages, as `{ surface, key }`. */
function documentedItems(docsRoot: string): Item[] {
  const items = new Map<string, Item>();
  for (const lang of LANGS) {
    for (const section of readSections(docsRoot, lang)) for (const item of section.items) items.set(itemId(item), item);
  }
  return [...items.values()];
}

/** Plugin releases: the baseline and each item's first release found by bisection, to download few. */
function pluginHistory(
  pkg: string,
  factory: string,
  items: Item[],
  options: { cacheDir: string; offline: boolean },
  log: (line: string) => void,
): { baseline: Baseline; result: Record<string, HistoryEntry> } {
  const versions = listStableVersions(pkg);
  const load = (version: string) => surfaceOf(pkg, version, { ...options, factory });
  const skipped: Baseline['skipped'] = [];
  let start = 0;
  while (start < versions.length) {
    const why = notABaseline(pkg, load(versions[start]));
    if (!why) break;
    skipped.push({ version: versions[start], reason: why });
    start++;
  }
  const releases = versions.slice(start);
  const baseline = { version: releases[0], skipped };
  const result: Record<string, HistoryEntry> = {};
  for (const item of items) {
    const has = (index: number) => Boolean(readKey(load(releases[index]), pkg, item.key));
    const newest = releases.length - 1;
    if (!has(newest)) {
      result[itemId(item)] = { notInTypes: true };
      continue;
    }
    if (has(0)) {
      result[itemId(item)] = { package: pkg, firstWith: releases[0] };
      continue;
    }
    const high = firstIndexWith(newest, has);
    const proven = provenVersion(releases[high - 1], releases[high]);
    result[itemId(item)] = {
      package: pkg,
      added: proven.version,
      firstWith: releases[high],
      lastWithout: releases[high - 1],
      ...(proven.missing?.length ? { registryLacks: proven.missing } : {}),
    };
    log(`${pkg}: ${item.key} first in ${releases[high]}`);
  }
  return { baseline, result };
}

export async function buildHistory({
  docsRoot = defaultDocsRoot,
  cacheDir = defaultCacheDir,
  offline = false,
  log = () => {},
}: { docsRoot?: string; cacheDir?: string; offline?: boolean; log?: (line: string) => void } = {}): Promise<VersionHistory & { about: string }> {
  const options = { cacheDir, offline };
  const items = documentedItems(docsRoot);
  const coreItems = items.filter((i) => !i.surface.startsWith('@rsbuild/plugin-'));
  const versions = listStableVersions(CORE);
  const skipped: { version: string; reason: string }[] = [];
  const releases: Release[] = [];
  for (const version of versions) {
    const surface = surfaceOf(CORE, version, options);
    const why = releases.length ? undefined : notABaseline(CORE, surface);
    if (why) skipped.push({ version, reason: why });
    else releases.push({ version, surface });
    log(`${CORE}@${version}${why ? ` skipped: ${why}` : ''}`);
  }
  const baselines: Record<string, Baseline> = { [CORE]: { version: releases[0].version, skipped } };
  const entries: Record<string, HistoryEntry> = {};
  for (const item of coreItems) entries[itemId(item)] = historyOf(item, releases, readKey);
  for (const { pkg, factory } of Object.values(PLUGINS)) {
    const pluginItems = items.filter((i) => i.surface === pkg);
    if (!pluginItems.length) continue;
    const { baseline, result } = pluginHistory(pkg, factory, pluginItems, options, log);
    baselines[pkg] = baseline;
    Object.assign(entries, result);
  }
  for (const [id, override] of Object.entries(CODE_OVERRIDES)) {
    if (entries[id]) entries[id] = { ...entries[id], ...override, typesSay: entries[id].added ?? '1.0 baseline' };
  }
  for (const entry of Object.values(entries)) {
    if (entry.notInTypes) {
      entry.reason =
        'No release declares it in its own types: typed by another package (any there) or a value rather than a key. It is not marked; it comes with the option above it.';
    }
  }
  const sorted = Object.fromEntries(Object.entries(entries).sort(([a], [b]) => a.localeCompare(b)));
  return {
    about: 'First 1.x release of each documented item, read from the published type definitions. Regenerate with `npm run versions`.',
    newest: releases.at(-1)!.version,
    baselines,
    items: sorted,
  };
}

export function readHistory(file: string = dataFile): VersionHistory {
  return JSON.parse(readFileSync(file, 'utf8'));
}

const TYPE_LINE = /^\s*[-*]\s+\*\*(?:Type|类型)[:：]\*\*/;
const DEFAULT_LINE = /^\s*[-*]\s+\*\*(?:Default|默认值)[:：]\*\*/;

/** The 0-based line after which a section's mark goes: under Default, else Type (and its code block), else the heading. */
function markPosition(lines: string[], section: Section): { after: number; blankBefore?: boolean } {
  const from = section.heading.line; // 1-based heading line = 0-based index of the line after it
  const to = Math.min(section.end - 1, lines.length);
  const indexOf = (pattern: RegExp) => {
    for (let i = from; i < to; i++) if (pattern.test(lines[i])) return i;
    return -1;
  };
  const defaultLine = indexOf(DEFAULT_LINE);
  if (defaultLine >= 0) return { after: defaultLine };
  const typeLine = indexOf(TYPE_LINE);
  if (typeLine < 0) return { after: from - 1, blankBefore: true };
  let i = typeLine + 1;
  while (i < to && !lines[i].trim()) i++;
  const fence = /^\s*(`{3,}|~{3,})/.exec(lines[i] ?? '');
  if (!fence) return { after: typeLine };
  for (i++; i < to; i++) if (lines[i].trim().startsWith(fence[1])) return { after: i, blankBefore: true };
  return { after: typeLine };
}

/**
 * Writes or corrects the version mark of every documented item and of every behaviour change
 * (scripts/data/behaviour-versions.json); returns the files changed.
 */
export function applyMarks(history: VersionHistory, docsRoot: string = defaultDocsRoot, behaviour: BehaviourChange[] = readBehaviour()): string[] {
  const changed = new Set<string>();
  for (const lang of LANGS) {
    const byFile = new Map<string, { section: Section; expected: string | undefined }[]>();
    for (const section of readSections(docsRoot, lang)) {
      if (!section.items.length && !behaviourOf(section, behaviour).length) continue;
      const { mark: expected, problem } = expectedMark(section, history, behaviour, lang);
      if (problem) continue;
      if (!byFile.has(section.file)) byFile.set(section.file, []);
      byFile.get(section.file)!.push({ section, expected });
    }
    for (const [file, sections] of byFile) {
      const lines = readFileSync(file, 'utf8').split('\n');
      // Bottom up, so earlier line numbers stay valid.
      for (const { section, expected } of sections.reverse()) {
        const existing = section.prose.find((p) => MARK_LINE.test(p.text));
        if (existing) {
          const index = existing.line - 1;
          if (!expected) lines.splice(index, lines[index + 1] === '' && lines[index - 1] === '' ? 2 : 1);
          else lines[index] = expected;
          continue;
        }
        if (!expected) continue;
        const { after, blankBefore } = markPosition(lines, section);
        const insert = blankBefore ? ['', expected] : [expected];
        if (blankBefore && lines[after + 1]?.trim()) insert.push('');
        lines.splice(after + 1, 0, ...insert);
      }
      const text = lines.join('\n');
      if (text !== readFileSync(file, 'utf8')) {
        writeFileSync(file, text);
        changed.add(file);
      }
    }
  }
  return [...changed];
}

if (isMain(import.meta.url)) {
  const { values } = parseCli({
    usage: `Usage: node --import tsx scripts/version-history.ts [--write | --mark] [--offline] [--cache <dir>] [--docs <dir>] [--verbose]

Lists the stable 1.x releases of @rsbuild/core and of the official plugins the docs document
(npm view <pkg> versions), downloads each release once with npm pack into the cache
(default .cache/rsbuild-versions/, git-ignored; only package.json and the .d.ts files are kept)
and reads its types with the TypeScript compiler. For every item the pages document (config
keys with a page or a \`key\` heading, rsbuild.* methods, api.* methods and hooks, exports,
dev server and environment context members, plugin options) it finds the first release whose types have it, and the kinds of value
(\`false\`, \`'auto'\`, function…) the option accepted later.

The 1.0 baseline is the first release that depends on Rspack 1.x and declares RsbuildConfig
(the registry's 1.0.0 of @rsbuild/core is a 2023 pre-release); a plugin's is the first with a
peer dependency on @rsbuild/core 1.x. When the registry lacks releases between the last one
without an item and the first one with it, the mark names only the minor line (1.4).
Where the code shows a later start than the types, CODE_OVERRIDES in this script wins.

  --write     write scripts/data/version-history.json (else print a summary)
  --mark      write or correct the "- **Version:**" lines of the pages from the data file
              and scripts/data/behaviour-versions.json
              (no download; run after --write)
  --offline   use only the cache; fail on a release that is not in it
  --verbose   print each release read`,
    options: {
      write: { type: 'boolean', default: false },
      mark: { type: 'boolean', default: false },
      offline: { type: 'boolean', default: false },
      cache: { type: 'string', default: defaultCacheDir },
      docs: { type: 'string', default: defaultDocsRoot },
      verbose: { type: 'boolean', default: false },
    },
  });
  if (values.mark) {
    const files = applyMarks(readHistory(), path.resolve(values.docs));
    console.log(`marks written in ${files.length} files${files.map((f) => `\n  ${path.relative(repoRoot, f)}`).join('')}`);
    process.exit(0);
  }
  const history = await buildHistory({
    docsRoot: path.resolve(values.docs),
    cacheDir: path.resolve(values.cache),
    offline: values.offline,
    log: values.verbose ? (line: string) => console.log(line) : () => {},
  });
  const entries = Object.entries(history.items);
  const marked = entries.filter(([, e]) => e.added || e.grew);
  console.log(`version history: ${entries.length} documented items, ${marked.length} added or grown after the 1.0 baseline`);
  for (const [pkg, baseline] of Object.entries(history.baselines)) {
    console.log(`  ${pkg}: baseline ${baseline.version}${baseline.skipped.map((s) => `; ${s.version} skipped (${s.reason})`).join('')}`);
  }
  for (const [id, entry] of entries) {
    if (entry.notInTypes) console.log(`  ${id}: not found in the types of any release`);
    if (entry.registryLacks) console.log(`  ${id}: the registry lacks ${entry.registryLacks.join(', ')}; marked ${entry.added}`);
  }
  if (values.write) {
    mkdirSync(path.dirname(dataFile), { recursive: true });
    writeFileSync(dataFile, `${JSON.stringify(history, null, 2)}\n`);
    console.log(`wrote ${path.relative(repoRoot, dataFile)}`);
  }
}
