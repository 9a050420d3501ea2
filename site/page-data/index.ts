import type { RspressPlugin } from '@rspress/core';
import { pluginPageLevelData } from '../framework/page-data-plugin';
import { configOverviewData } from './config-overview';
import { pageHeadLinks } from './head-links';
import { homePageData } from './home';

/**
 * What each page carries in its own data, beside its own record: its head links, the config
 * overview's groups (the overview pages), the home texts and benchmark figures (the home pages).
 */
export function pluginPageData(): RspressPlugin {
  return pluginPageLevelData([
    (page) => ({ headLinks: pageHeadLinks(page.routePath) }),
    configOverviewData,
    (page) => homePageData(page),
  ]);
}
