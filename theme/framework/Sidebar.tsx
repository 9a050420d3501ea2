import type { SidebarData } from '@rspress/core';
import { useActiveMatcher, useSidebar } from '@rspress/core/runtime';
import { SidebarList } from '@rspress/core/theme-original';
import { type SetStateAction, useCallback, useState } from 'react';
import { openGroupsOfCurrentPage } from './sidebarState';

/**
 * The framework's sidebar list, with its state kept here. The framework's own Sidebar builds the
 * same entries twice, the second time in a layout effect, so the commit that hydrates a page
 * renders the whole sidebar again, synchronously (a few hundred components). Here the entries are
 * built once per page: on navigation they are rebuilt while rendering, as React does for state
 * that follows its inputs, so the new page's groups open in the same render.
 */
export function Sidebar() {
  const sidebar = useSidebar();
  const isCurrent = useActiveMatcher();
  const [state, setState] = useState(() => ({ sidebar, isCurrent, entries: openGroupsOfCurrentPage(sidebar, isCurrent) }));
  let current = state;
  if (state.sidebar !== sidebar || state.isCurrent !== isCurrent) {
    current = { sidebar, isCurrent, entries: openGroupsOfCurrentPage(sidebar, isCurrent) };
    setState(current);
  }
  const setEntries = useCallback(
    (update: SetStateAction<SidebarData>) =>
      setState((previous) => ({ ...previous, entries: typeof update === 'function' ? update(previous.entries) : update })),
    [],
  );
  return <SidebarList sidebarData={current.entries} setSidebarData={setEntries} />;
}
