import { Layout as FrameworkLayout } from '@rspress/core/theme-original';
import { LanguageSwitchKeepsHash } from './components/LanguageSwitchKeepsHash';
import { NavbarAutoHide } from './components/NavbarAutoHide';
import { QueryFlags } from './components/QueryFlags';

function Layout() {
  return (
    <FrameworkLayout
      top={
        <>
          <QueryFlags />
          <NavbarAutoHide />
          <LanguageSwitchKeepsHash />
        </>
      }
    />
  );
}

export * from '@rspress/core/theme-original';
export { Layout };
// The framework's h1 renders `LlmsViewOptions` from this module: ours carries an "Open" label.
export { OpenMenu as LlmsViewOptions } from './components/OpenMenu';
export { PackageManagerTabs } from './components/PackageManagerTabs';
export { Overview } from './components/ConfigOverview';
