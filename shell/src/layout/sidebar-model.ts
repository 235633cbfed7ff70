import type { ModuleDescriptor, SessionUser, SidebarEntry } from '@insp/contracts';

export interface SidebarGroup {
  id: string;
  title: string;
  entries: SidebarEntry[];
}

/** Groups the user sees: their role's group of each remote whose module they may use (spec 000 §6). */
export function sidebarGroups(descriptors: readonly ModuleDescriptor[], user: SessionUser): SidebarGroup[] {
  return descriptors.flatMap((d) => {
    const group = d.sidebar[user.userType];
    if (!group || group.entries.length === 0) return [];
    const flag = d.requiredModule;
    if (flag && user.userType !== 'Administrador' && !user.modules[flag]) return [];
    return [{ id: d.id, title: group.group, entries: group.entries }];
  });
}

/** True when `pathname` is the entry's page or below it. */
export const isEntryActive = (entry: SidebarEntry, pathname: string): boolean =>
  pathname === entry.path || pathname.startsWith(`${entry.path}/`);
