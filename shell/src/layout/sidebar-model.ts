import type { ModuleDescriptor, SessionUser, SidebarEntry } from '@insp/contracts';

export interface SidebarGroup {
  id: string;
  title: string;
  entries: SidebarEntry[];
}

/**
 * Groups the user sees: their role's group of each remote whose module they may use (spec 000 §6).
 * A page appears once: the platform administrator's 'Empresas' is contributed by every module (each
 * starts from the companies list) and is shown in the first group only; a group left empty is dropped.
 */
export function sidebarGroups(descriptors: readonly ModuleDescriptor[], user: SessionUser): SidebarGroup[] {
  const seen = new Set<string>();
  return descriptors.flatMap((d) => {
    const group = d.sidebar[user.userType];
    if (!group || group.entries.length === 0) return [];
    const flag = d.requiredModule;
    if (flag && user.userType !== 'Administrador' && !user.modules[flag]) return [];
    const entries = group.entries.filter((e) => !seen.has(e.path));
    for (const e of entries) seen.add(e.path);
    return entries.length === 0 ? [] : [{ id: d.id, title: group.group, entries }];
  });
}

/** True when `pathname` is the entry's page or below it. */
export const isEntryActive = (entry: SidebarEntry, pathname: string): boolean => pathname === entry.path || pathname.startsWith(`${entry.path}/`);

/** The title of the sidebar entry the page belongs to (the most specific one), e.g. 'Empresas'. */
export function activeEntryTitle(groups: readonly SidebarGroup[], pathname: string): string | null {
  let best: SidebarEntry | null = null;
  const visit = (entries: readonly SidebarEntry[]) => {
    for (const entry of entries) {
      if (entry.children) visit(entry.children);
      else if (isEntryActive(entry, pathname) && (!best || entry.path.length > best.path.length)) best = entry;
    }
  };
  for (const group of groups) visit(group.entries);
  return (best as SidebarEntry | null)?.title ?? null;
}
