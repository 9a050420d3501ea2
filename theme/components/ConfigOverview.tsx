import { usePageData } from '@rspress/core/runtime';
import { Overview as FrameworkOverview } from '@rspress/core/theme-original';
import { useMemo } from 'react';
import { FilteredOverview } from '../doc/FilteredOverview';
import { configOverviewGroups } from './configOverviewGroups';

type OverviewProps = Parameters<typeof FrameworkOverview>[0];

/**
 * The framework's overview, with the config reference grouped by option group in the
 * order readers look for them rather than in sidebar order, and a filter that matches option
 * keys however they are written.
 */
export function Overview(props: OverviewProps) {
  const { siteData, page } = usePageData();
  const langPrefix = page.lang && page.lang !== siteData.lang ? `/${page.lang}` : '';
  const isConfigOverview = page.routePath === `${langPrefix}/config/`;
  const groups = useMemo(
    () => (isConfigOverview ? configOverviewGroups(siteData.pages.filter((p) => p.lang === page.lang), langPrefix) : undefined),
    [isConfigOverview, siteData.pages, page.lang, langPrefix],
  );
  if (groups && !props.groups) return <FilteredOverview groups={groups} content={props.content} />;
  return <FrameworkOverview {...props} />;
}
