import type { PageIndexInfo } from '@rspress/core';
import type { Group } from '@rspress/core/theme-original';
import { configOverviewGroups } from '../../common/config-overview-groups';
import { configOverviewRoute, languageOfRoute } from '../../common/routes';

/**
 * The config overview's groups (each config page of the overview's language with its title and
 * h2 headings), carried by the overview page only (`page.configOverview`, theme/doc/ConfigOverview.tsx).
 */
export function configOverviewData(page: PageIndexInfo, pages: Iterable<PageIndexInfo>): { configOverview: Group[] } | undefined {
  const lang = languageOfRoute(page.routePath);
  if (page.routePath !== configOverviewRoute(lang)) return undefined;
  return {
    configOverview: configOverviewGroups(
      [...pages].filter((other) => other.lang === lang),
      lang,
    ),
  };
}
