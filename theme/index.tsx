import { Layout as BaseLayout } from '@rspress/core/theme-original';

function Layout() {
  return <BaseLayout />;
}

export { Layout };
export * from '@rspress/core/theme-original';
