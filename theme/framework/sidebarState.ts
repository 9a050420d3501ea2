import type { SidebarData } from '@rspress/core';

type SidebarEntry = SidebarData[number];

/**
 * A copy of the sidebar in which every group that holds the current page (its own link or one
 * below it) is open. Groups are copied, since a reader's collapse toggles change them in place;
 * the links themselves are shared with the site data.
 */
export function openGroupsOfCurrentPage(sidebar: SidebarData, isCurrent: (link: string) => boolean): SidebarData {
  const holdsCurrent = new Set<SidebarEntry>();
  const copy = (entry: SidebarEntry): SidebarEntry => {
    if (!('items' in entry)) {
      if ('link' in entry && entry.link && isCurrent(entry.link)) holdsCurrent.add(entry);
      return entry;
    }
    const items = entry.items.map(copy);
    const open = (entry.link !== undefined && isCurrent(entry.link)) || items.some((item) => holdsCurrent.has(item));
    const group = open ? { ...entry, items, collapsed: false } : { ...entry, items };
    if (open) holdsCurrent.add(group);
    return group;
  };
  return (sidebar.filter(Boolean).flat() as SidebarData).map(copy);
}
