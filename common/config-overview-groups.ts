import type { Group } from '@rspress/core/theme-original';
import type { Language } from './languages';
import { configOverviewRoute } from './routes';

/** The order of the groups on the config overview. */
const CONFIG_OVERVIEW_GROUPS = [
  'base',
  'source',
  'output',
  'html',
  'server',
  'security',
  'moduleFederation',
  'resolve',
  'dev',
  'tools',
  'performance',
  'plugins',
] as const;

interface PageInfo {
  routePath: string;
  title: string;
  toc?: { id: string; text: string; depth: number }[];
}

const camel = (slug: string) => slug.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * `/config/output/dist-path` → `output`; `/config/root` → `base`; `/config/plugins` → `plugins`.
 * Undefined for pages that are not config option pages.
 */
export function configGroupOf(routePath: string, lang: Language): string | undefined {
  const match = new RegExp(`^${configOverviewRoute(lang)}(?:([\\w-]+)/)?([\\w-]+)$`).exec(routePath);
  if (!match) return undefined;
  const [, folder, slug] = match;
  if (folder) return camel(folder);
  return slug === 'plugins' ? 'plugins' : 'base';
}

/** The overview's groups, built from the routed pages of one language. */
export function configOverviewGroups(pages: PageInfo[], lang: Language): Group[] {
  const byGroup = new Map<string, PageInfo[]>();
  for (const page of pages) {
    const group = configGroupOf(page.routePath, lang);
    if (!group) continue;
    byGroup.set(group, [...(byGroup.get(group) ?? []), page]);
  }
  return CONFIG_OVERVIEW_GROUPS.filter((name) => byGroup.has(name)).map((name) => ({
    name,
    items: byGroup
      .get(name)!
      .sort((a, b) => a.routePath.localeCompare(b.routePath))
      .map((page) => ({
        text: page.title,
        link: page.routePath,
        headers: (page.toc ?? []).filter((header) => header.depth === 2).map(({ id, text, depth }) => ({ id, text, depth })),
      })),
  }));
}
