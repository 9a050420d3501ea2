import { HomeLayout as FrameworkHomeLayout, NotFoundLayout as FrameworkNotFoundLayout } from '@rspress/core/theme-original';
import { type ComponentProps, useLayoutEffect, useRef } from 'react';
import { HomeFooter } from '../home/HomeFooter';

/**
 * The framework's home and 404 layouts render their content straight into the page, outside any
 * landmark; doc pages have a `main`. These put the same content in one, so every page has a
 * `main` and nothing a screen reader lists by landmark is left out. The home page's footer
 * follows its `main`, so that it is the page's content information landmark.
 */
export function HomeLayoutInMain(props: ComponentProps<typeof FrameworkHomeLayout>) {
  return (
    <>
      <main className="rsb-main-landmark">
        <FrameworkHomeLayout {...props} />
      </main>
      {/* The page's Markdown copy (llms) is the home content alone. */}
      {!import.meta.env.SSG_MD && <HomeFooter />}
    </>
  );
}

export function NotFoundLayoutInMain() {
  const ref = useRef<HTMLElement>(null);
  // The framework names its home link "go to home" whatever it shows ("Take me home", "返回首页"):
  // a voice-control user saying the visible words would not find it. The visible text names it.
  useLayoutEffect(() => {
    ref.current?.querySelector('.rp-not-found__home-link')?.removeAttribute('aria-label');
  });
  return (
    <main ref={ref} className="rsb-main-landmark">
      <FrameworkNotFoundLayout />
    </main>
  );
}
