import { usePageData } from '@rspress/core/runtime';
import { Overview as FrameworkOverview, type Group } from '@rspress/core/theme-original';
import { useMemo } from 'react';
import { configOverviewGroups } from './configOverviewGroups';

type OverviewProps = Parameters<typeof FrameworkOverview>[0];

/**
 * The framework's overview, with the config reference grouped by option group in the
 * order readers look for them rather than in sidebar order. The groups come with the overview
 * page itself (`page.configOverview`, see site/slim-page-data-plugin.ts); only the Markdown
 * renderer (llms output), which has the full page list, builds them from that list.
 */
export function Overview(props: OverviewProps) {
  const { siteData, page } = usePageData();
  const fromPage = (page as { configOverview?: Group[] }).configOverview;
  const langPrefix = page.lang && page.lang !== siteData.lang ? `/${page.lang}` : '';
  const isConfigOverview = page.routePath === `${langPrefix}/config/`;
  const groups = useMemo(
    () =>
      fromPage ?? (isConfigOverview ? configOverviewGroups(siteData.pages.filter((p) => p.lang === page.lang), langPrefix) : undefined),
    [fromPage, isConfigOverview, siteData.pages, page.lang, langPrefix],
  );
  return <FrameworkOverview {...props} groups={props.groups ?? groups} />;
}
