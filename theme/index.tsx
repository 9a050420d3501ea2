import './doc/outline-bar.css';
import './doc/outline-column.css';
import './doc/code-tokens.css';
import './doc/inline-code.css';
import { Layout as FrameworkLayout } from '@rspress/core/theme-original';
import { QueryFlags } from './doc/QueryFlags';
import { ReaderVersionControl } from './doc/ReaderVersion';
import { OfferHydratedPageData } from './framework/OfferHydratedPageData';
import { PageHeadLinks } from './head/PageHeadLinks';
import { BenchmarkBars } from './home/BenchmarkBars';
import { ToolStack } from './home/ToolStack';
import { AnnouncementBanner } from './navbar/AnnouncementBanner';
import { EcosystemPopover } from './navbar/EcosystemPopover';
import { LanguageSwitchKeepsHash } from './navbar/LanguageSwitchKeepsHash';
import { NavbarEnd } from './navbar/NavbarEnd';
import { HomeLayoutInMain, NotFoundLayoutInMain } from './framework/Landmarks';
import { LandmarkName } from './framework/LandmarkName';
import { NavMenuKeyboard } from './framework/NavMenuKeyboard';
import { KeyboardOperable } from './framework/KeyboardOperable';
import './a11y/closed-sidebar.css';
import './a11y/contrast.css';
import './a11y/focus.css';
import './a11y/landmarks.css';
import './a11y/menus.css';
import './navbar/navbar-fit.css';

function Layout() {
  return (
    <FrameworkLayout
      top={
        <>
          <OfferHydratedPageData />
          <PageHeadLinks />
          <QueryFlags />
          <LanguageSwitchKeepsHash />
          <KeyboardOperable />
        </>
      }
      beforeNav={<AnnouncementBanner />}
      beforeNavTitle={<EcosystemPopover />}
      afterNavMenu={<NavMenuKeyboard />}
      afterNav={<NavbarEnd />}
      beforeSidebar={
        <>
          <LandmarkName label="sidebarLandmarkLabel" />
          <ReaderVersionControl />
        </>
      }
      HomeLayout={HomeLayoutInMain}
      NotFoundLayout={NotFoundLayoutInMain}
      afterFeatures={
        <>
          <BenchmarkBars />
          <ToolStack />
        </>
      }
    />
  );
}

export * from '@rspress/core/theme-original';
export { Layout };
// The framework's h1 renders `LlmsViewOptions` from this module: ours carries an "Open" label.
export { OpenMenu as LlmsViewOptions } from './doc/OpenMenu';
export { PackageManagerTabs } from './doc/PackageManagerTabs';
export { Overview } from './doc/ConfigOverview';
// DocLayout renders these from this module; memoised, they skip its second render after hydration.
export { DocContent, DocFooter, Outline, Sidebar } from './framework/skipRerenders';
// Code blocks and copy buttons render these from this module: drawn by the stylesheet, not inline SVG.
export { IconCopy, IconSuccess, IconWrap, IconWrapped } from './doc/CodeButtonIcons';
// The navbar renders `Search` from this module: ours opens a DocSearch modal on a local index.
export { Search } from './search/Search';
// Markdown tables render through this: their scroll containers are reachable by keyboard.
export { getCustomMDXComponent } from './a11y/ScrollableTable';
// The home layout renders these three from this module: our hero, feature grid and background.
export { HomeHero } from './home/HomeHero';
export { HomeFeatures as HomeFeature } from './home/HomeFeatures';
export { LandingBackground as HomeBackground } from './home/LandingBackground';
// The phone bar and the outline read the heading being read from this: one rule for both.
export { useActiveAnchor } from './doc/useActiveAnchor';
