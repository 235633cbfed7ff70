import type { ModuleFlag, UserType } from './identity.ts';

export const remoteIds = ['admin', 'revisiones', 'checklist_revisiones', 'neo'] as const;
export type RemoteId = (typeof remoteIds)[number];

/** A sidebar link a remote contributes for one role. */
export interface SidebarEntry {
  title: string;
  path: string;
  /** A collapsible sub-list (e.g. 'Mantenedores'); the entry's own path is then its first child's. */
  children?: SidebarEntry[];
}

/**
 * A path pattern a remote owns. `:param` segments match one segment; literal segments win over
 * params when two remotes match the same path. Without `exact` the pattern also owns deeper paths.
 */
export interface OwnedRoute {
  pattern: string;
  /** User types the shell's guard lets in. */
  roles: UserType[];
  exact?: boolean;
  /**
   * Module flag this route needs on top of the descriptor's `requiredModule` (e.g. company
   * administration's checklist pages need Checklist); without it, a company user lacking the
   * module gets the 404 page, as for every route of a module they lack.
   */
  module?: ModuleFlag;
}

/** What each remote exposes as `./module`. */
export interface ModuleDescriptor {
  id: RemoteId;
  title: string;
  /** Module flag the user needs; null for company administration. */
  requiredModule: ModuleFlag | null;
  /** Sidebar group title and entries per role; a role absent here sees no group. */
  sidebar: Partial<Record<UserType, { group: string; entries: SidebarEntry[] }>>;
  /** Path patterns owned by this remote. */
  routes: OwnedRoute[];
}
