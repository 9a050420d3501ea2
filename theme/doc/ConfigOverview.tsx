import { usePageData } from '@rspress/core/runtime';
import './ConfigOverview.css';
import { Overview as FrameworkOverview, type Group } from '@rspress/core/theme-original';
import { useMemo } from 'react';
import { useLanguage } from '../lib/useLanguage';
import { FilteredOverview } from './FilteredOverview';
import { configOverviewGroups } from '../../common/config-overview-groups';
import { configOverviewRoute } from '../../common/routes';

type OverviewProps = Parameters<typeof FrameworkOverview>[0];

/**
 * The framework's overview, with the config reference grouped by option group in the
 * order readers look for them rather than in sidebar order, and a filter that matches option
 * keys however they are written. The groups come with the overview page itself
 * (`page.configOverview`, see site/page-data/); only the Markdown renderer (llms
 * output), which has the full page list, builds them from that list.
 */
export function Overview(props: OverviewProps) {
  const { siteData, page } = usePageData();
  const lang = useLanguage();
  const fromPage = (page as { configOverview?: Group[] }).configOverview;
  const isConfigOverview = page.routePath === configOverviewRoute(lang);
  const groups = useMemo(
    () => fromPage ?? (isConfigOverview ? configOverviewGroups(siteData.pages.filter((p) => p.lang === lang), lang) : undefined),
    [fromPage, isConfigOverview, siteData.pages, lang],
  );
  if (groups && !props.groups) return <FilteredOverview groups={groups} content={props.content} />;
  return <FrameworkOverview {...props} />;
}
