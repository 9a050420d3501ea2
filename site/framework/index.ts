import type { RspressPlugin } from '@rspress/core';
import { codeAsHtmlCoupling } from './code-as-html';
import { tokenClassesCoupling } from './code-token-classes';
import { assertEveryCouplingMatched, type FrameworkCoupling } from './coupling';
import { headingAnchorCoupling } from './heading-anchors';
import { pageMetaCoupling } from './page-data-plugin';
import { pageListCoupling } from './page-list';
import { siteDataCoupling } from './site-data';
import { routeTableCoupling } from './slim-route-table';

/**
 * The rewrites that run while the site is bundled. (The feeds' are checked where the feeds are
 * written, site/feeds.ts.)
 */
export const BUNDLE_COUPLINGS: readonly FrameworkCoupling[] = [
  pageListCoupling,
  routeTableCoupling,
  siteDataCoupling,
  pageMetaCoupling,
  headingAnchorCoupling,
  codeAsHtmlCoupling,
  tokenClassesCoupling,
];

/** Fails a production build in which one of these rewrites never matched. */
export function pluginCouplingsMatched(couplings: readonly FrameworkCoupling[] = BUNDLE_COUPLINGS): RspressPlugin {
  return {
    name: 'rsbuild-docs:framework-couplings-matched',
    beforeBuild() {
      for (const coupling of couplings) coupling.reset();
    },
    afterBuild(_config, isProd) {
      if (isProd) assertEveryCouplingMatched(couplings);
    },
  };
}
