// What a page costs after its HTML has painted: hydration renders each component once, not the
// whole page again in a long task (the framework's own passes, avoided by theme/framework/).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { gotoAndSettle, useSite, type Site, siteDir, waitForHydration } from './harness';

let site: Site;
useSite((opened) => (site = opened));

test('the built pages load their scripts as the framework writes them: deferred, the entry last, no loader of ours', () => {
  for (const file of ['guide/start/quick-start.html', 'zh/config/output/dist-path.html', 'index.html', '404.html']) {
    const html = readFileSync(path.join(siteDir, file), 'utf8');
    const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)];
    assert.ok(scripts.length >= 2, `${file}: the initial scripts`);
    for (const [tag] of scripts) assert.match(tag, /\bdefer\b/, `${file}: ${tag}`);
    assert.match(scripts.at(-1)![1], /^\/static\/js\/index\.[0-9a-f]+\.js$/, `${file}: the entry last`);
    assert.doesNotMatch(html, /var scripts=\[/, `${file}: no inline loader (design/0015)`);
  }
});

const viewports = [
  { name: 'desktop', options: {} },
  { name: 'phone', options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
];

for (const { name, options } of viewports) {
  test(`/guide/start/quick-start (${name}): after the hydrating commit, no commit renders more than 100 components`, async () => {
    const { page } = await site.newPage(options);
    // React reports each commit to a devtools hook if one is installed before it loads.
    await page.addInitScript(() => {
      const seen = new WeakMap<object, { props: unknown; state: unknown }>();
      const commits: number[] = [];
      (window as unknown as { __commits: number[] }).__commits = commits;
      type Fiber = { type: unknown; memoizedProps: unknown; memoizedState: unknown; alternate: Fiber | null; child: Fiber | null; sibling: Fiber | null };
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        renderers: new Map(),
        inject() {
          return 1;
        },
        checkDCE() {},
        onScheduleFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        onCommitFiberRoot(_id: number, root: { current: Fiber }) {
          let rendered = 0;
          const stack: Array<Fiber | null> = [root.current.child];
          while (stack.length > 0) {
            const fiber = stack.pop();
            if (!fiber) continue;
            const before = seen.get(fiber) ?? (fiber.alternate ? seen.get(fiber.alternate) : undefined);
            const isComponent = typeof fiber.type === 'function' || (typeof fiber.type === 'object' && fiber.type !== null);
            if (isComponent && before && (before.props !== fiber.memoizedProps || before.state !== fiber.memoizedState)) rendered += 1;
            const now = { props: fiber.memoizedProps, state: fiber.memoizedState };
            seen.set(fiber, now);
            if (fiber.alternate) seen.set(fiber.alternate, now);
            stack.push(fiber.sibling, fiber.child);
          }
          commits.push(rendered);
        },
      };
    });
    await page.goto('/guide/start/quick-start');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    // The outline's headings are read from the page after hydration: its commit comes last.
    await page.waitForFunction(() => (window as unknown as { __commits: number[] }).__commits.length >= 3);
    const commits = await page.evaluate(() => (window as unknown as { __commits: number[] }).__commits);
    const afterHydration = commits.slice(1);
    assert.ok(Math.max(...afterHydration) <= 100, `components rendered per commit after hydration: ${afterHydration.join(', ')}`);
  });
}

test('client-side navigation opens the sidebar group of the new page, which a reader had closed', async () => {
  const { page } = await site.newPage();
  // Clicked only once hydration has committed (a click on markup not yet hydrated does nothing).
  await gotoAndSettle(page, '/config/');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  // A closed group keeps its links in the page, in a container of no height.
  const groupOpen = () =>
    page.evaluate(() => {
      const link = document.querySelector('.rp-doc-layout__sidebar a[href="/config/output/dist-path"]');
      const container = link?.parentElement?.parentElement;
      return !!container && container.getBoundingClientRect().height > 1;
    });
  const waitForGroup = (open: boolean) =>
    page.waitForFunction((open) => {
      const link = document.querySelector('.rp-doc-layout__sidebar a[href="/config/output/dist-path"]');
      const container = link?.parentElement?.parentElement;
      return !!container && container.getBoundingClientRect().height > 1 === open;
    }, open);
  assert.equal(await groupOpen(), true, 'open as configured');
  await page.locator('.rp-doc-layout__sidebar .rp-sidebar-group', { hasText: /^output$/ }).click();
  await waitForGroup(false);
  await page.locator('main a[href="/config/output/dist-path"]').first().click();
  await page.waitForURL('**/config/output/dist-path');
  await waitForGroup(true);
  assert.equal(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), true, 'navigated without reloading');
});
