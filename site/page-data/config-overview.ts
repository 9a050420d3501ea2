import type { PageIndexInfo } from '@rspress/core';
import type { Group } from '@rspress/core/theme-original';
import { configOverviewGroups } from '../../theme/doc/configOverviewGroups';

/** `/config/` → ''; `/zh/config/` → '/zh'; undefined for any other route. */
export function configOverviewPrefix(routePath: string): string | undefined {
  return /^((?:\/[\w-]+)?)\/config\/$/.exec(routePath)?.[1];
}

/**
 * The config overview's groups (each config page of the overview's language with its title and
 * h2 headings), carried by the overview page only (`page.configOverview`, theme/doc/ConfigOverview.tsx).
 */
export function configOverviewData(page: PageIndexInfo, pages: Iterable<PageIndexInfo>): { configOverview: Group[] } | undefined {
  const prefix = configOverviewPrefix(page.routePath);
  if (prefix === undefined) return undefined;
  return {
    configOverview: configOverviewGroups(
      [...pages].filter((other) => other.lang === page.lang),
      prefix,
    ),
  };
}
