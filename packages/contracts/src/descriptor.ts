import type { ModuleFlag, UserType } from './identity.ts';

/** A sidebar link a remote contributes for one role. */
export interface SidebarEntry {
  title: string;
  path: string;
}

/** What each remote exposes as `./module`. */
export interface ModuleDescriptor {
  id: 'admin' | 'revisiones' | 'checklist_revisiones' | 'neo';
  title: string;
  /** Module flag the user needs; null for company administration. */
  requiredModule: ModuleFlag | null;
  /** Sidebar group title and entries per role; a role absent here sees no group. */
  sidebar: Partial<Record<UserType, { group: string; entries: SidebarEntry[] }>>;
  /** Path patterns owned by this remote, `:param` segments allowed, matched as prefixes. */
  routes: string[];
}
